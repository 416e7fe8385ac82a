/**
 * The contract itself (openapi.yaml): valid OpenAPI 3.1, one operation per catalogue key of the
 * gateway, every procedure the spec names, and its marks (read-only, extensions, assumptions) in
 * the forms the layer, the types and the check rely on.
 */
import { execFileSync } from 'node:child_process';
import { defaultCatalogue } from '../../../gateway/src/provider/procedures/catalogue';
import { PROVIDER_EXTENSIONS } from '../../../gateway/src/provider/extensions';
import { CONTRACT_FILE, loadContract } from './contract';

const contract = loadContract();

/** The procedures spec 01 §7 names (spec 02 names none: its calls carry the catalogue's names). */
const SPEC_NAMES = [
  'postProduct', 'putProduct', 'copyProduct', 'checkDuplicateProduct', 'deleteProduct', 'getProducts', 'getProduct',
  'postProductDocument', 'getProductDocuments', 'getProductTypesDropdown', 'getSalesUnitsDropdown', 'getProductGroupsDropdown',
  'getUnitsDropdown', 'getDocumenttypesDropdown', 'getTasktypeDropdown', 'getTaskstatusDropdown', 'getProductsDropdown',
  'getUsersDropdown', 'getPurchaseOrderDropdown', 'getSalesItemsDropdown', 'getPurchaseItemsDropdown', 'getPurchaseDescription',
  'getPurchasePrices', 'getSalesPrices', 'getTransportPrices', 'getPurchaseLinesToChange', 'getSalesLinesToChange',
  'getTransportLinesToChange', 'updatePricePurchaseLines', 'updatePriceSalesLines', 'updateTransportPriceLines',
  'postPricechangeTask', 'getPricesTable', 'updatePricesTable',
]; // prettier-ignore

describe('the provider contract (openapi.yaml)', () => {
  it('is valid OpenAPI 3.1, every $ref resolving', () => {
    // the validator is an ES module: run it in node itself rather than in jest's CommonJS runtime
    const script = `import { Validator } from '@seriousme/openapi-schema-validator';
      const result = await new Validator().validate(${JSON.stringify(CONTRACT_FILE)});
      process.stdout.write(JSON.stringify(result));`;
    const result = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as { valid: boolean };
    expect(result).toEqual({ valid: true });
    expect(contract.document.openapi).toBe('3.1.0');
  });

  it('has exactly one operation for each catalogue key of the gateway, with its default name', () => {
    for (const [key, def] of Object.entries(defaultCatalogue)) {
      const ops = contract.operations.filter((op) => op.key === key);
      expect({ key, count: ops.length }).toEqual({ key, count: 1 });
      expect({ key, name: ops[0]!.name, app: ops[0]!.app }).toEqual({ key, name: def.name, app: def.app });
    }
  });

  it('names every procedure the spec names, in its own spelling, and the catalogue defaults to it', () => {
    const named = new Set(contract.operations.map((op) => op.name));
    expect(SPEC_NAMES.filter((name) => !named.has(name))).toEqual([]);
    expect(JSON.stringify(contract.document)).not.toContain('x-spec-name');
    // where the gateway makes a call the spec names, its default is the spec's name and method
    expect(defaultCatalogue['tasks.types']).toMatchObject({ name: 'getTasktypeDropdown', method: 'GET' });
    expect(defaultCatalogue['tasks.statuses']).toMatchObject({ name: 'getTaskstatusDropdown', method: 'GET' });
    expect(contract.byKey('salesOrders.salesItems')).toMatchObject({ name: 'getSalesItemsDropdown', method: 'POST' });
    expect(contract.operations.filter((op) => op.name === 'getSalesItemsDropdown')).toHaveLength(1);
    // units (sales units too) come from the accounting-linked application (01 §7)
    expect(contract.operations.filter((op) => /units/i.test(op.name)).map((op) => [op.name, op.app])).toEqual([
      ['getSalesUnitsDropdown', 'accounting'],
      ['getUnitsDropdown', 'accounting'],
    ]);
  });

  it('says where the spec leaves a call out on purpose, and marks the fields it invents', () => {
    const paths = contract.document.paths as Record<string, Record<string, unknown>>;
    expect(contract.operations.some((op) => /delete/i.test(op.name) && /transport/i.test(op.name) && /price/i.test(op.name))).toBe(false);
    expect(String(paths['/api/factory/execute/{application}/approveTransportPrice']?.description)).toMatch(/no deleteTransportPrice/);
    expect(String(contract.resolve('#/paths/~1api~1factory~1execute~1{application}~1getQualityData/get')?.description)).toMatch(/customer list, supplier list/);
    const field = (schema: string, name: string) =>
      (contract.resolve(`#/components/schemas/${schema}`)?.properties as Record<string, Record<string, unknown>>)[name];
    expect(field('OrderDocument', 'DocumentTypeId')?.['x-assumed']).toBeTruthy();
    expect(field('DuplicateFinding', 'Id')?.['x-assumed']).toBeTruthy();
    expect(field('TransportPrice', 'transportercode')).toBeTruthy();
    expect(field('TransportPrice', 'TransporterCode')).toBeUndefined();
    const bulk = contract.resolve(`${contract.byKey('invoicing.sendAllSales')!.answerPointer}`)?.properties as Record<string, Record<string, unknown>>;
    expect([bulk.SentIds?.['x-assumed'], bulk.Sent?.['x-assumed']].every(Boolean)).toBe(true);
    for (const kind of ['purchase', 'sales', 'transport']) expect(contract.payloadSchema(contract.byKey(`prices.${kind}.update`)!)?.required).toContain('Id');
  });

  it('says of every operation whether it only reads, and names only known extensions', () => {
    const known = new Set<string>(PROVIDER_EXTENSIONS);
    for (const op of contract.operations) {
      expect({ op: op.operationId, readOnly: typeof op.readOnly }).toEqual({ op: op.operationId, readOnly: 'boolean' });
      if (op.extension) expect(known.has(op.extension)).toBe(true);
    }
    const marked = JSON.stringify(contract.document).match(/"x-extension":"[^"]+"/g) ?? [];
    expect(marked.map((m) => m.slice(15, -1)).filter((name) => !known.has(name))).toEqual([]);
    // the bulk sends are GETs that book invoices
    expect(contract.byKey('invoicing.sendAllSales')).toMatchObject({ method: 'GET', readOnly: false });
    expect(contract.byKey('invoicing.sendAllPurchases')).toMatchObject({ method: 'GET', readOnly: false });
  });

  it('states the spec methods where the reference provider grew others', () => {
    expect(contract.byKey('monthEnd.list')).toMatchObject({ name: 'getMonthEnd', method: 'GET', payloadPointer: null, extension: null });
    expect(contract.byKey('monthEnd.query')).toMatchObject({ name: 'getMonthEnd', method: 'POST', extension: 'monthEndQuery' });
    expect(contract.byKey('purchaseOrders.list')).toMatchObject({ method: 'POST', extension: null });
    expect(contract.byKey('salesOrders.list')).toMatchObject({ name: 'getSalesOrders', method: 'GET', payloadPointer: null });
    expect(contract.byKey('salesOrders.list6Months')).toMatchObject({ name: 'getSalesOrders6Months', method: 'GET', payloadPointer: null });
    expect(contract.byKey('salesOrders.page')).toMatchObject({ extension: 'salesOrderPages' });
  });

  it('checks payloads and answers: unknown keys, missing keys, Success as text', () => {
    const lines = contract.byKey('salesOrders.lines')!;
    expect(contract.checkPayload(lines, { orderid: 1 })).toEqual([]);
    expect(contract.checkPayload(lines, { orderid: 1, bogus: 2 })).toEqual([
      { kind: 'request', message: "getSalesOrderLines request: (the whole): 'bogus' is not in the contract" },
    ]);
    const create = contract.byKey('salesOrders.create')!;
    expect(contract.checkPayload(create, { supplier: 'S' }).map((i) => i.message)).toEqual(["postSalesOrder request: (the whole): 'customer' is missing"]);
    expect(contract.checkAnswer(create, { Success: 'True', NewId: 5 })).toEqual([]);
    expect(contract.checkAnswer(create, { Success: 'False', Message: 'Customer not found' })).toEqual([]);
    expect(contract.checkAnswer(create, { Success: true })).not.toEqual([]);
    expect(contract.checkAnswer(lines, { Success: true, Items: [{ id: 1, ReportingDate: '1900-01-01T00:00:00' }] })).toEqual([]);
    expect(contract.checkAnswer(lines, { Success: true, Items: [{ id: 1, ReportingDate: '1/1/1900' }] })).not.toEqual([]);
  });
});
