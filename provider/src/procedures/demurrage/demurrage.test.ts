import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { DEMURRAGE_FREE_DAYS, demurrageColour } from '.';
import { required } from '../../lib/required';

let provider: StartedProvider;
let admin: Client;

beforeAll(async () => {
  provider = await startProvider();
  admin = await signIn(provider.url, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(() => provider?.close());

type Item = Record<string, any>;
const list = async (): Promise<Item[]> => {
  const answer = await admin.execute('backoffice', 'getDemurrage', {});
  expect(answer.body).toMatchObject({ Success: true, FreeDays: DEMURRAGE_FREE_DAYS });
  return answer.body.Items;
};

describe('the colour rule', () => {
  it('is green up to two days before the end of the free period, orange for the last two free days, red after', () => {
    expect([0, 5, 6, 7, 8, 30].map((d) => demurrageColour(d, 7))).toEqual(['green', 'green', 'orange', 'orange', 'red', 'red']);
  });
});

describe('getDemurrage', () => {
  it('lists demurrage suppliers’ containers with arrival and picking dates, days waiting and the colour from them', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThan(3);
    const { rows } = await provider.db.query<{ code: string }>('select code from suppliers where demurrage');
    const demurrage = new Set(rows.map((r) => r.code));
    for (const item of items) {
      expect(demurrage.has(item.SupplierCode)).toBe(true);
      expect(item.Arrivaldate).not.toBe('1900-01-01T00:00:00');
      expect(item.color).toBe(demurrageColour(item.DaysWaiting));
      if (item.pickingdate !== '1900-01-01T00:00:00') {
        expect(item.DaysWaiting).toBe(Math.round((Date.parse(item.pickingdate.slice(0, 10)) - Date.parse(item.Arrivaldate.slice(0, 10))) / 86_400_000));
      }
    }
    expect(new Set(items.map((i) => i.color))).toEqual(new Set(['green', 'orange', 'red']));
    expect(Object.keys(items[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'Customer',
        'Rederij',
        'Container',
        'ProductCode',
        'SalesUnit',
        'SalesQuantity',
        'Arrivaldate',
        'pickingdate',
        'UithaalReferentie',
        'color',
      ]),
    );
  });

  it('counts the days to today for a container not picked yet, and leaves out orders without an arrival date', async () => {
    const { rows } = await provider.db.query<{ id: number }>(
      `insert into sales_orders (customer_code, supplier_code, reference_customer, arrival_date, shipping_company_code, pickup_reference)
       select '100001', (select code from suppliers where demurrage order by code limit 1), 'DM-1', current_date - 9,
              (select code from shipping_companies order by code limit 1), 'RLS1'
       union all
       select '100001', (select code from suppliers where demurrage order by code limit 1), 'DM-2', null,
              (select code from shipping_companies order by code limit 1), 'RLS2'
       returning id`,
    );
    const items = await list();
    const waiting = items.find((i) => i.id === required(rows[0], 'the waiting order').id)!;
    expect(waiting).toMatchObject({ pickingdate: '1900-01-01T00:00:00', DaysWaiting: 9, color: 'red', SalesQuantity: null, ProductCode: '' });
    expect(items.some((i) => i.id === required(rows[1], 'the order without arrival').id)).toBe(false);
  });
});
