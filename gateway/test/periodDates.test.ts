import { ADMIN, codes, FINANCE, ORDER, startStack, type Stack, STACK_START_MS } from './harness';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
}, STACK_START_MS);
afterAll(() => stack?.close());

const LIST = '{ periodDates { id year month newDate } }';
const CREATE =
  'mutation($i: CreatePeriodDateInput!) { createPeriodDate(input: $i) { periodDate { id year month newDate } userErrors { field code message } } }';
const UPDATE =
  'mutation($i: UpdatePeriodDateInput!) { updatePeriodDate(input: $i) { periodDate { id year month newDate } userErrors { field code message } } }';
const DELETE = 'mutation($id: ID!) { deletePeriodDate(input: { id: $id }) { deletedId userErrors { code message } } }';
/** The separate argument deletePeriodDate took before `input`: deprecated, kept one release. */
const OLD_DELETE = 'mutation($id: ID!) { deletePeriodDate(id: $id) { deletedId userErrors { code message } } }';

describe('period dates', () => {
  it('creates, lists, updates and deletes a period date', async () => {
    const created = await stack.gql(CREATE, { i: { year: 2031, month: 2, newDate: '2031-03-04' } }, { token: admin });
    expect(created.data.createPeriodDate.userErrors).toEqual([]);
    const id = created.data.createPeriodDate.periodDate.id;

    let list = await stack.gql(LIST, {}, { token: admin });
    expect(list.data.periodDates).toContainEqual({ id, year: 2031, month: 2, newDate: '2031-03-04' });

    const updated = await stack.gql(UPDATE, { i: { id, year: 2031, month: 3, newDate: '2031-04-30' } }, { token: admin });
    expect(updated.data.updatePeriodDate.userErrors).toEqual([]);
    list = await stack.gql(LIST, {}, { token: admin });
    expect(list.data.periodDates).toContainEqual({ id, year: 2031, month: 3, newDate: '2031-04-30' });

    expect((await stack.gql(DELETE, { id }, { token: admin })).data.deletePeriodDate).toEqual({ deletedId: id, userErrors: [] });
    list = await stack.gql(LIST, {}, { token: admin });
    expect(list.data.periodDates.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('refuses a month above 12 and a year above 9999 on their fields, without calling the provider', async () => {
    stack.calls.length = 0;
    const r = await stack.gql(CREATE, { i: { year: 10000, month: 13, newDate: '2031-03-04' } }, { token: admin });
    expect(r.data.createPeriodDate.periodDate).toBeNull();
    expect(r.data.createPeriodDate.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['month', 'year']);
    expect(stack.calls).toEqual([]);
  });

  it('rejects a malformed date as bad input', async () => {
    const r = await stack.gql(CREATE, { i: { year: 2031, month: 1, newDate: '31-02-2031' } }, { token: admin });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a second period date for the same year and month, on the month', async () => {
    const first = await stack.gql(CREATE, { i: { year: 2032, month: 7, newDate: '2032-08-06' } }, { token: admin });
    expect(first.data.createPeriodDate.userErrors).toEqual([]);
    const second = await stack.gql(CREATE, { i: { year: 2032, month: 7, newDate: '2032-08-09' } }, { token: admin });
    expect(second.data.createPeriodDate.userErrors).toEqual([expect.objectContaining({ code: 'PERIOD_DATE_TAKEN', field: 'month' })]);
  });

  it('answers an unknown id with a NOT_FOUND userError', async () => {
    const r = await stack.gql(DELETE, { id: '999999' }, { token: admin });
    expect(r.data.deletePeriodDate.userErrors[0].code).toBe('NOT_FOUND');
  });

  it('security: non-administrators get FORBIDDEN and nothing changes', async () => {
    const before = await stack.gql(LIST, {}, { token: admin });
    const first = before.data.periodDates[0];
    for (const user of [ORDER, FINANCE]) {
      const token = await stack.login(user);
      expect(codes(await stack.gql(LIST, {}, { token }))).toEqual(['FORBIDDEN']);
      expect(codes(await stack.gql(CREATE, { i: { year: 2040, month: 1, newDate: '2040-01-01' } }, { token }))).toEqual(['FORBIDDEN']);
      expect(codes(await stack.gql(UPDATE, { i: { id: first.id, year: 1999, month: 1, newDate: '1999-01-01' } }, { token }))).toEqual(['FORBIDDEN']);
      expect(codes(await stack.gql(DELETE, { id: first.id }, { token }))).toEqual(['FORBIDDEN']);
    }
    const after = await stack.gql(LIST, {}, { token: admin });
    expect(after.data.periodDates).toEqual(before.data.periodDates);
  });
});

describe('deleting a period date the old way, for one release', () => {
  const create = async (month: number) =>
    (await stack.gql(CREATE, { i: { year: 2032, month, newDate: '2032-12-01' } }, { token: admin })).data.createPeriodDate.periodDate.id as string;

  it('still takes the deprecated separate argument', async () => {
    const id = await create(5);
    expect((await stack.gql(OLD_DELETE, { id }, { token: admin })).data.deletePeriodDate).toEqual({ deletedId: id, userErrors: [] });
    const list = await stack.gql(LIST, {}, { token: admin });
    expect(list.data.periodDates.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('refuses both ways at once and neither, in words, deleting nothing', async () => {
    const id = await create(6);
    stack.calls.length = 0;
    const both = await stack.gql('mutation($id: ID!) { deletePeriodDate(input: { id: $id }, id: $id) { deletedId } }', { id }, { token: admin });
    expect(codes(both)).toEqual(['BAD_USER_INPUT']);
    expect(both.errors?.[0]?.message).toBe('deletePeriodDate takes its values in input or in its deprecated arguments (id), not both.');
    const neither = await stack.gql('mutation { deletePeriodDate { deletedId } }', {}, { token: admin });
    expect(codes(neither)).toEqual(['BAD_USER_INPUT']);
    expect(neither.errors?.[0]?.message).toBe('deletePeriodDate needs its values: input: { id: …, expectedVersion: … }.');
    expect(stack.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    const list = await stack.gql(LIST, {}, { token: admin });
    expect(list.data.periodDates.map((p: { id: string }) => p.id)).toContain(id);
  });
});
