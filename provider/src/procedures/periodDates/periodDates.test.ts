import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';

let provider: StartedProvider;
let api: Client;

beforeAll(async () => {
  provider = await startProvider();
  api = await signIn(provider.url, ADMIN.email, ADMIN.password);
}, 60_000);

afterAll(() => provider?.close());

const list = async () => (await api.execute('backoffice', 'getPeriodDates', {}, 'GET')).body.Items as PeriodDate[];

interface PeriodDate {
  Id: number;
  Jaar: number;
  Maand: number;
  NieuweDatum: string;
}

describe('getPeriodDates', () => {
  it('lists the seeded period dates ordered by year and month, by GET and by POST', async () => {
    const byGet = await api.execute('backoffice', 'getPeriodDates', {}, 'GET');
    expect(byGet.status).toBe(200);
    expect(byGet.body.Success).toBe(true);
    const items: PeriodDate[] = byGet.body.Items;
    expect(items.length).toBeGreaterThanOrEqual(24);
    const year = new Date().getUTCFullYear();
    expect(items[0]).toEqual({ Id: expect.any(Number), Jaar: year - 1, Maand: 1, NieuweDatum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/) });
    const keys = items.map((item) => item.Jaar * 100 + item.Maand);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    const byPost = await api.execute('backoffice', 'getPeriodDates', {}, 'POST');
    expect(byPost.body).toEqual(byGet.body);
  });

  it('finds procedure and application names in any case', async () => {
    const result = await api.execute('BackOffice', 'GETPERIODDATES', {}, 'GET');
    expect(result.status).toBe(200);
  });
});

describe('postPeriodDate, putPeriodDate, deletePeriodDate', () => {
  it('adds, changes and deletes a period date', async () => {
    const created = await api.execute('backoffice', 'postPeriodDate', { year: 2031, month: 1, newdate: '2/7/2031' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ Success: true, NewId: expect.any(Number) });
    const id = created.body.NewId;
    expect((await list()).find((item) => item.Id === id)).toEqual({ Id: id, Jaar: 2031, Maand: 1, NieuweDatum: '2031-02-07T00:00:00' });

    const updated = await api.execute('backoffice', 'putPeriodDate', { id, year: '2031', month: '2', newdate: '2031-03-06T00:00:00' });
    expect(updated.body).toEqual({ Success: true });
    expect((await list()).find((item) => item.Id === id)).toEqual({ Id: id, Jaar: 2031, Maand: 2, NieuweDatum: '2031-03-06T00:00:00' });

    const deleted = await api.execute('backoffice', 'deletePeriodDate', { id });
    expect(deleted.body).toEqual({ Success: true });
    expect((await list()).some((item) => item.Id === id)).toBe(false);
  });

  it('refuses unknown ids with Period date not found', async () => {
    const put = await api.execute('backoffice', 'putPeriodDate', { id: 999999, year: 2031, month: 3, newdate: '2031-04-07' });
    expect(put).toMatchObject({ status: 200, body: { Success: false, Message: 'Period date not found' } });
    const del = await api.execute('backoffice', 'deletePeriodDate', { id: 999999 });
    expect(del).toMatchObject({ status: 200, body: { Success: false, Message: 'Period date not found' } });
  });

  it('refuses a second period date for the same year and month', async () => {
    const first = await api.execute('backoffice', 'postPeriodDate', { year: 2032, month: 5, newdate: '2032-06-07' });
    expect(first.body.Success).toBe(true);
    const second = await api.execute('backoffice', 'postPeriodDate', { year: 2032, month: 5, newdate: '2032-06-08' });
    expect(second.body).toEqual({ Success: false, Message: 'A period date already exists for this year and month' });
    const other = await api.execute('backoffice', 'postPeriodDate', { year: 2032, month: 6, newdate: '2032-07-07' });
    const moved = await api.execute('backoffice', 'putPeriodDate', { id: other.body.NewId, year: 2032, month: 5, newdate: '2032-07-07' });
    expect(moved.body.Success).toBe(false);
  });

  it.each([
    [{ year: 0, month: 1, newdate: '2031-01-01' }, 'year must be a whole number from 1 to 9999'],
    [{ year: 10000, month: 1, newdate: '2031-01-01' }, 'year must be a whole number from 1 to 9999'],
    [{ year: 2031, month: 13, newdate: '2031-01-01' }, 'month must be a whole number from 1 to 12'],
    [{ year: 2031, month: 0, newdate: '2031-01-01' }, 'month must be a whole number from 1 to 12'],
    [{ year: 2031.5, month: 1, newdate: '2031-01-01' }, 'year must be a whole number from 1 to 9999'],
    [{ year: 'twenty', month: 1, newdate: '2031-01-01' }, 'year must be a whole number from 1 to 9999'],
    [{ year: [2031], month: 1, newdate: '2031-01-01' }, 'year must be a whole number from 1 to 9999'],
    [{ year: 2031, month: 1, newdate: '31-01-2031' }, 'newdate must be a date (yyyy-MM-dd, yyyy-MM-ddTHH:mm:ss or M/d/yyyy)'],
    [{ year: 2031, month: 1, newdate: '2/30/2031' }, 'newdate must be a date (yyyy-MM-dd, yyyy-MM-ddTHH:mm:ss or M/d/yyyy)'],
    [{ year: 2031, month: 1, newdate: 20310101 }, 'newdate must be a date (yyyy-MM-dd, yyyy-MM-ddTHH:mm:ss or M/d/yyyy)'],
    [{ month: 1 }, 'year is required; newdate is required'],
  ])('refuses the payload %j with 400', async (payload, message) => {
    const result = await api.execute('backoffice', 'postPeriodDate', payload);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ Success: false, Message: message });
  });

  it('refuses a bad id with 400', async () => {
    for (const id of [0, -3, 'abc', 1.5, null]) {
      const result = await api.execute('backoffice', 'deletePeriodDate', { id });
      expect(result.status).toBe(400);
      expect(result.body.Message).toMatch(/^id (must be a whole number from 1 to 2147483647|is required)$/);
    }
  });
});

describe('procedure calls', () => {
  it('answers 404 for an unknown procedure or application', async () => {
    const unknown = await api.execute('backoffice', 'getNothing');
    expect(unknown).toMatchObject({ status: 404, body: { Success: false, Message: "Unknown procedure 'getNothing'" } });
    const otherApp = await api.execute('payroll', 'getPeriodDates');
    expect(otherApp).toMatchObject({ status: 404, body: { Success: false, Message: "Unknown procedure 'getPeriodDates'" } });
    const wrongApp = await api.execute('accounting', 'getPeriodDates');
    expect(wrongApp.status).toBe(404);
  });

  it('answers 400 for malformed JSON', async () => {
    for (const body of ['{"year":', 'not json', '{year: 2031}']) {
      const result = await api.postRaw('/api/factory/execute/backoffice/postPeriodDate', body, 'application/json');
      expect(result).toMatchObject({ status: 400, body: { Success: false, Message: 'Malformed JSON' } });
    }
  });

  it('answers 400 for a payload that is not an object', async () => {
    for (const body of ['[1,2]', '"text"', '42', 'null']) {
      const result = await api.postRaw('/api/factory/execute/backoffice/deletePeriodDate', body, 'application/json');
      expect(result).toMatchObject({ status: 400, body: { Success: false, Message: 'The payload must be a JSON object' } });
    }
  });

  it('takes the payload of a GET from the query string and refuses writes by GET', async () => {
    const created = await api.execute('backoffice', 'postPeriodDate', { year: 2033, month: 1, newdate: '2033-02-07' });
    const byGet = await api.execute('backoffice', 'deletePeriodDate', { id: created.body.NewId }, 'GET');
    expect(byGet).toMatchObject({ status: 405, body: { Success: false, Message: "Procedure 'deletePeriodDate' must be called with POST" } });
    expect((await list()).some((item) => item.Id === created.body.NewId)).toBe(true);
    const query = await api.get('/api/factory/execute/backoffice/getPeriodDates?unused=1');
    expect(query.body.Success).toBe(true);
  });

  it('takes a JSON body sent without a JSON content type', async () => {
    const result = await api.postRaw(
      '/api/factory/execute/backoffice/postPeriodDate',
      JSON.stringify({ year: 2034, month: 1, newdate: '2034-02-07' }),
      'text/plain',
    );
    expect(result.body).toEqual({ Success: true, NewId: expect.any(Number) });
  });

  it('answers a real fault with 500 and no details', async () => {
    await provider.db.query('alter table period_dates rename to period_dates_away');
    try {
      const result = await api.execute('backoffice', 'getPeriodDates');
      expect(result).toMatchObject({ status: 500, body: { Success: false, Message: 'An error has occurred.' } });
    } finally {
      await provider.db.query('alter table period_dates_away rename to period_dates');
    }
    expect((await api.execute('backoffice', 'getPeriodDates')).status).toBe(200);
  });
});
