import { buildSchema } from 'graphql';
import type { Session } from '../../session/session';
import type { ProviderClient } from '../../provider/client';
import { indexOf } from './index-store';
import { SEARCH_KINDS, type SearchKindDef } from './kinds';
import { searchableKinds } from './resolvers';
import { checkSearchArgs } from './rules';
import { buildIndex, normalized, scoreOf, searchIndex } from './search-index';
import type { SalesOrderRecord } from '../../provider/records';

const session = (...roles: Session['roles']): Session => ({ userName: 'u', displayName: null, roles, roleNames: roles, providerToken: 't' });

describe('which kinds a session searches', () => {
  // the purchase invoices' list restricted to administrators: the search follows the list's @auth
  const schema = buildSchema(`
    directive @auth(requires: AuthRequirement = SIGNED_IN) on FIELD_DEFINITION | OBJECT
    enum AuthRequirement { PUBLIC SIGNED_IN NOT_ORDERVERWERKER ADMINISTRATOR ACCOUNTING }
    type Query { salesOrders: Int purchaseOrders: Int @auth(requires: ADMINISTRATOR) products: Int customers: Int suppliers: Int }
  `);
  const kinds = (s: Session | null, asked?: Parameters<typeof searchableKinds>[2]) => searchableKinds(schema, s, asked).map((d) => d.kind);

  it("leaves out a kind whose list the user's roles may not read, and every kind without a session", () => {
    expect(kinds(session('ORDERVERWERKER'))).toEqual(['SALES_ORDER', 'PRODUCT', 'CUSTOMER', 'SUPPLIER']);
    expect(kinds(session('ADMINISTRATOR'))).toEqual(['SALES_ORDER', 'PURCHASE_ORDER', 'PRODUCT', 'CUSTOMER', 'SUPPLIER']);
    expect(kinds(null)).toEqual([]);
  });

  it('keeps the order asked, once each', () => {
    expect(kinds(session('ADMINISTRATOR'), ['SUPPLIER', 'SALES_ORDER', 'SUPPLIER'])).toEqual(['SUPPLIER', 'SALES_ORDER']);
  });
});

describe('the index', () => {
  const salesOrders = SEARCH_KINDS.find((d) => d.kind === 'SALES_ORDER')!;
  const order = (id: string, fields: Partial<SalesOrderRecord>) => ({ id, customerName: 'Klant', customerCode: 'K1', ...fields }) as SalesOrderRecord;
  const index = buildIndex(salesOrders, [
    order('123', {}),
    order('1234', { container: 'MSKU 123456-7' }),
    order('77', { customerReference: 'ref 123' }),
    order('78', { packingSlip: null, shippingDocument: '' }),
  ]);

  it('compares without case, spaces, dashes, dots and slashes', () => {
    expect(normalized(' MSKU 123456-7 ')).toBe('msku1234567');
    expect(normalized('2026/04.12_a')).toBe('20260412a');
    expect(searchIndex(index, normalized('msku 1234567'), 5).hits[0]).toMatchObject({ id: '1234', field: 'CONTAINER', value: 'MSKU 123456-7', match: 'EXACT' });
  });

  it('ranks exact over prefix over contains, then the field, then how much of the value the text covers', () => {
    const { hits, totalCount } = searchIndex(index, '123', 10);
    expect(totalCount).toBe(3);
    expect(hits.map((h) => [h.id, h.field, h.match])).toEqual([
      ['123', 'ID', 'EXACT'],
      ['1234', 'ID', 'PREFIX'],
      ['77', 'CUSTOMER_REFERENCE', 'CONTAINS'],
    ]);
    expect(scoreOf('PREFIX', 1, 2, 100)).toBeGreaterThan(scoreOf('CONTAINS', 9, 9, 9));
    expect(scoreOf('PREFIX', 9, 2, 3)).toBeGreaterThan(scoreOf('PREFIX', 9, 2, 30));
  });

  it('cuts the hits at the limit and still counts every match', () => {
    const { hits, totalCount } = searchIndex(index, 'klant', 2);
    expect([hits.length, totalCount]).toEqual([2, 4]);
    // a tie on score: the newest order (highest id) first
    expect(hits.map((h) => h.id)).toEqual(['1234', '123']);
  });
});

describe('the arguments', () => {
  it('refuses a text over 100 characters or without a letter or digit, and a limit outside 1–25, naming the argument', () => {
    expect(checkSearchArgs(' MSKU-1 ', undefined)).toEqual({ text: 'msku1', limit: 8 });
    expect(() => checkSearchArgs('x'.repeat(101), 5)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ field: 'text' }) }));
    expect(() => checkSearchArgs(' - ', 5)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ field: 'text' }) }));
    for (const limit of [0, 26, 2.5])
      expect(() => checkSearchArgs('a', limit)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ field: 'limit' }) }));
  });
});

describe('the kept indexes', () => {
  const gateway = {};
  let version = 'roles:X\u0000products.list\u0000g0';
  const provider = { listVersion: () => ({ gateway, version }), detached: () => provider } as unknown as ProviderClient;
  const loads: ((codes: string[]) => void)[] = [];
  const def: SearchKindDef<unknown> = {
    ...SEARCH_KINDS.find((d) => d.kind === 'CUSTOMER')!,
    load: () => new Promise((resolve) => loads.push((codes) => resolve(codes.map((code) => ({ code, name: code, note: null }))))),
  };
  const codes = async (waitMs = 20) => {
    const { index, stale } = await indexOf(def, provider, waitMs);
    return { codes: index.ids, stale };
  };

  it('answers from the kept index while its generation stands, and from the previous one while a moved one is slow to build', async () => {
    const first = codes();
    loads.shift()!(['A']);
    expect(await first).toEqual({ codes: ['A'], stale: false });
    expect(await codes()).toEqual({ codes: ['A'], stale: false });
    expect(loads).toHaveLength(0);
    version = 'roles:X\u0000products.list\u0000g1';
    expect(await codes()).toEqual({ codes: ['A'], stale: true });
    expect(loads).toHaveLength(1);
    // a second search meanwhile starts no second build
    expect(await codes()).toEqual({ codes: ['A'], stale: true });
    expect(loads).toHaveLength(1);
    loads.shift()!(['A', 'B']);
    expect(await codes()).toEqual({ codes: ['A', 'B'], stale: false });
  });
});
