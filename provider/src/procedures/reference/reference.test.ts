import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { required } from '../../lib/required';

let provider: StartedProvider;
let api: Client;

beforeAll(async () => {
  provider = await startProvider();
  api = await signIn(provider.url, ADMIN.email, ADMIN.password);
}, 60_000);

afterAll(() => provider?.close());

const items = async (app: string, name: string, body: Record<string, unknown> = {}) => {
  const answer = await api.execute(app, name, body);
  expect(answer.status).toBe(200);
  return answer.body.Items as Record<string, unknown>[];
};

describe('reference dropdowns', () => {
  it('lists customers with their note, the special customer 99999998 among them', async () => {
    const customers = await items('accounting', 'getCustomersDropdown');
    expect(customers.length).toBeGreaterThan(10);
    expect(customers).toContainEqual({ key: '99999998', value: 'Nog te plannen', note: '' });
    expect(customers.some((c) => typeof c.note === 'string' && (c.note as string).length > 0)).toBe(true);
  });

  it('lists suppliers with a demurrage flag, some set and some not', async () => {
    const suppliers = await items('accounting', 'getSuppliersDropdown');
    expect(new Set(suppliers.map((s) => s.demurrage))).toEqual(new Set(['True', 'False']));
  });

  it('lists transporters with capitalised Key and Value, own transport 99999999 among them', async () => {
    const transporters = await items('accounting', 'getTransportersDropdown');
    expect(transporters).toContainEqual({ Key: '99999999', Value: expect.any(String) });
    expect(Object.keys(transporters[0] ?? {}).sort()).toEqual(['Key', 'Value']);
  });

  it('lists units, product groups, product types, shipping companies, VAT codes and document types', async () => {
    expect((await items('accounting', 'getUnitsDropdown')).map((u) => u.key)).toContain('TON');
    expect((await items('accounting', 'getSalesUnitsDropdown')).length).toBeGreaterThan(3);
    expect((await items('backoffice', 'getProductGroupsDropdown')).length).toBeGreaterThan(3);
    expect((await items('backoffice', 'getProductTypesDropdown')).length).toBe(3);
    expect((await items('accounting', 'getShippingCompaniesDropdown')).map((s) => s.key)).toContain('MSC');
    expect((await items('accounting', 'getVatCodesDropdown')).map((v) => v.key)).toContain('12');
    const documentTypes = await items('backoffice', 'getDocumenttypesDropdown');
    expect(documentTypes[2]).toEqual({ key: 3, value: 'Vrachtbrief' });
  });

  it('answers the default VAT code and description of a supplier, and refuses an unknown one', async () => {
    const supplier = required((await items('accounting', 'getSuppliersDropdown'))[0], 'a supplier');
    const [vat] = await items('accounting', 'getDefaultVatCode', { supplier: supplier.key });
    expect(['1', '3', '12']).toContain(vat?.VatCode);
    const [description] = await items('backoffice', 'getPurchaseDescription', { supplier: supplier.key });
    expect(description?.description).toMatch(/^Levering /);
    const unknown = await api.execute('accounting', 'getDefaultVatCode', { supplier: 'nope' });
    expect(unknown.body).toEqual({ Success: false, Message: 'Supplier not found' });
    const missing = await api.execute('accounting', 'getDefaultVatCode', {});
    expect(missing.status).toBe(400);
  });

  it('seeds products that point at existing relations, units and groups', async () => {
    const { rows } = await provider.db.query<{ n: number; orphans: number }>(
      `select count(*)::int as n,
              count(*) filter (where c.code is null or s.code is null or u.code is null or g.code is null)::int as orphans
         from products p left join customers c on c.code = p.customer_code left join suppliers s on s.code = p.supplier_code
         left join units u on u.code = p.sales_unit left join product_groups g on g.code = p.product_group`,
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(50);
    expect(rows[0]?.orphans).toBe(0);
  });
});
