import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GeneratedIndex } from '../../scripts/generate-indexes';
import { recordMappers } from '../../scripts/record-mappers';
import { buildCatalogue, defaultCatalogue } from '../src/provider/procedures/catalogue';

/**
 * A new domain touches no shared registry by hand (CONTRIBUTING.md): the provider's procedures
 * and seeders, the gateway's domains and procedure catalogue are generated indexes of the domain
 * folders (scripts/generate-indexes.ts, run by `npm run codegen`); codegen's mappers come from the
 * records' names (scripts/record-mappers.ts).
 */

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const GENERATOR = path.join(ROOT, 'scripts/generate-indexes.ts');

function generate(...args: string[]) {
  const run = spawnSync(TSX, [GENERATOR, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

const read = (root: string, file: GeneratedIndex['file']) => fs.readFileSync(path.join(root, file), 'utf8');

describe('generated indexes', () => {
  let fixture: string;
  beforeEach(() => {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'registries-'));
  });
  afterEach(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('are up to date with the domain folders (npm run codegen writes them)', () => {
    const { status, output } = generate('--check');
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('pick up a new domain that only adds its folders, in each registry', () => {
    // Two domains as a new one would add them: copied shape, nothing else touched.
    for (const domain of ['sales', 'shipments']) {
      write(fixture, `provider/src/procedures/${domain}/index.ts`, 'export const procedures = [];\n');
      write(fixture, `provider/src/seed/${domain}.ts`, `export const seeder = { domain: '${domain}', seed: async () => null };\n`);
      write(fixture, `gateway/src/domains/${domain}/resolvers.ts`, 'export const domain = { resolvers: {} };\n');
      write(fixture, `gateway/src/domains/${domain}/tracked.ts`, 'export const tracked = { kinds: [], mutations: {} };\n');
      write(fixture, `gateway/src/provider/records/${domain}.ts`, 'export interface ShipmentRecord { id: string }\n');
    }
    write(fixture, 'gateway/src/provider/procedures/sales.ts', "export const procedures = { 'sales.list': {} };\n");
    write(fixture, 'gateway/src/provider/procedures/shipments.ts', "export const procedures = {};\nexport const affects = ['shipments', 'sales'];\n");
    // Files that are no domain: left out.
    write(fixture, 'provider/src/seed/random.ts', 'export const createRandom = () => 1;\n');
    write(fixture, 'provider/src/seed/shipments.test.ts', 'export const seeder = 1;\n');
    write(fixture, 'gateway/src/provider/procedures/procedure-def.ts', 'export const readProcedure = () => 1;\n');
    write(fixture, 'provider/src/procedures/registry.ts', 'export class ProcedureRegistry {}\n');
    write(fixture, 'gateway/src/domains/shared/tracked.ts', 'export interface Tracked { kinds: unknown[] }\n');
    write(fixture, 'gateway/src/provider/records/spellings.ts', 'export function readSpelled() {}\n');

    const { status, output } = generate('--root', fixture);
    expect(output).toContain('wrote provider/src/procedures/domains.generated.ts');
    expect(status).toBe(0);

    const procedures = read(fixture, 'provider/src/procedures/domains.generated.ts');
    expect(procedures).toMatch(/import \{ procedures as sales \} from ["']\.\/sales["']/);
    expect(procedures).toMatch(/import \{ procedures as shipments \} from ["']\.\/shipments["']/);
    expect(procedures).toMatch(/\[\.\.\.sales, \.\.\.shipments\]/);
    const seeders = read(fixture, 'provider/src/seed/seeders.generated.ts');
    expect(seeders).toMatch(/\[sales, shipments\]/);
    expect(seeders).not.toMatch(/random/);
    const domains = read(fixture, 'gateway/src/domains/domains.generated.ts');
    expect(domains).toMatch(/import \{ domain as shipments \} from ["']\.\/shipments\/resolvers["']/);
    expect(domains).toMatch(/\[sales, shipments\] as const/);
    const calls = read(fixture, 'gateway/src/provider/procedures/procedures.generated.ts');
    expect(calls).toMatch(/\{ \.\.\.sales, \.\.\.shipments \}/);
    expect(calls).not.toMatch(/procedure-def/);
    const tracked = read(fixture, 'gateway/src/domains/history/tracked.generated.ts');
    expect(tracked).toMatch(/import \{ tracked as sales \} from ["']\.\.\/sales\/tracked["']/);
    expect(tracked).toMatch(/\[sales, shipments\]/);
    expect(tracked).not.toMatch(/as shared/);
    const records = read(fixture, 'gateway/src/provider/records/records.generated.ts');
    expect(records).toMatch(/export \* from ["']\.\/shipments["']/);
    expect(records).not.toMatch(/spellings/);
    // only a domain that declares the list kinds its writes make stale is named; the others make all stale
    const affects = read(fixture, 'gateway/src/provider/procedures/affects.generated.ts');
    expect(affects).toMatch(/import \{ affects as shipments \} from ["']\.\/shipments["']/);
    expect(affects).not.toMatch(/as sales/);

    // A second run writes nothing, and --check agrees.
    expect(generate('--root', fixture).output).toBe('');
    expect(generate('--root', fixture, '--check').status).toBe(0);
    write(fixture, 'gateway/src/domains/returns/resolvers.ts', 'export const domain = { resolvers: {} };\n');
    const stale = generate('--root', fixture, '--check');
    expect(stale.status).toBe(1);
    expect(stale.output).toContain('gateway/src/domains/domains.generated.ts');
  });

  it('refuse a domain folder without its export, naming the file', () => {
    write(fixture, 'gateway/src/domains/returns/resolvers.ts', 'export const returnsResolvers = {};\n');
    const { status, output } = generate('--root', fixture);
    expect(status).toBe(1);
    expect(output).toContain('gateway/src/domains/returns/resolvers.ts must export `domain`');
  });
});

describe('codegen mappers', () => {
  let fixture: string;
  beforeEach(() => {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'mappers-'));
    write(
      fixture,
      'schema/shipments.graphql',
      'type Shipment { id: ID! }\ntype Carrier { code: String! }\ntype Port { code: String! }\ninput ShipmentInput { id: ID! }\n',
    );
  });
  afterEach(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('bind a type to the record named after it, and the types a @mapper tag names', () => {
    write(
      fixture,
      'gateway/src/provider/records/shipments.ts',
      '/** A shipment. */\nexport interface ShipmentRecord { id: string }\n/** Not a type of the schema. */\nexport interface ShipmentInputRecord { id: string }\n' +
        '/**\n * A code and a name.\n * @mapper Carrier, Port\n */\nexport interface CodeRecord { code: string }\n',
    );
    write(fixture, 'gateway/src/provider/records/index.ts', 'export interface PortNameRecord { code: string }\n');
    expect(recordMappers(fixture)).toEqual({
      Carrier: '../provider/records/shipments#CodeRecord',
      Port: '../provider/records/shipments#CodeRecord',
      Shipment: '../provider/records/shipments#ShipmentRecord',
    });
  });

  it('refuse a type bound twice and a tag that names no type', () => {
    write(
      fixture,
      'gateway/src/provider/records/index.ts',
      'export interface ShipmentRecord { id: string }\n/** @mapper Shipment */\nexport interface OtherRecord { id: string }\n',
    );
    expect(() => recordMappers(fixture)).toThrow(/Shipment is bound twice/);
    write(fixture, 'gateway/src/provider/records/index.ts', '/** @mapper Harbour */\nexport interface OtherRecord { id: string }\n');
    expect(() => recordMappers(fixture)).toThrow(/names Harbour, which is no object type/);
  });

  it('bind every record-backed type of the real schema', () => {
    const mappers = recordMappers(ROOT);
    expect(mappers.SalesOrder).toBe('../provider/records/salesOrders#SalesOrderRecord');
    expect(mappers.User).toBe('../provider/records/users#UserRecord');
    expect(mappers.Me).toBe('../session/session#Session');
    expect(mappers.Transporter).toBe('../provider/records/reference#CodeNameRecord');
    expect(mappers.ProFormaInvoiceLine).toBe('../provider/records/invoicing#InvoiceProductLineRecord');
    // at least today's 47; a new domain adds its own (gateway/test/new-domain.test.ts)
    expect(Object.keys(mappers).length).toBeGreaterThanOrEqual(47);
    // what codegen wrote: graphql.ts imports every mapper
    const generated = fs.readFileSync(path.join(ROOT, 'gateway/src/generated/graphql.ts'), 'utf8');
    for (const mapper of new Set(Object.values(mappers))) expect(generated).toContain(mapper.split('#')[1]);
  });
});

describe('the procedure catalogue', () => {
  const CALLS = path.join(ROOT, 'gateway/src/provider/calls');
  const PROCEDURES = path.join(ROOT, 'gateway/src/provider/procedures');
  const domainFiles = fs.readdirSync(CALLS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.generated.ts'));

  it("is the union of every calls file's procedures, each declared by the domain whose calls use it", async () => {
    const union: Record<string, unknown> = {};
    for (const file of domainFiles) {
      const domain = file.replace(/\.ts$/, '');
      const source = fs.readFileSync(path.join(CALLS, file), 'utf8');
      const used = [...source.matchAll(/(?:execute|items|readOne|write)\(\s*(?:provider,\s*)?'([\w.]+)'|key: '([\w.]+)'/g)].map((m) => m[1] ?? m[2]);
      const declared = path.join(PROCEDURES, file);
      const { procedures = {} } = (fs.existsSync(declared) ? await import(declared) : {}) as { procedures?: Record<string, unknown> };
      for (const key of Object.keys(procedures)) {
        expect(key.startsWith(`${domain}.`)).toBe(true);
        expect(union[key]).toBeUndefined();
        union[key] = procedures[key];
      }
      for (const key of used) expect(Object.keys(procedures)).toContain(key);
    }
    expect(defaultCatalogue).toEqual(union);
    expect(Object.keys(defaultCatalogue).length).toBeGreaterThanOrEqual(133);
  });

  it('still takes PROVIDER_PROCEDURES renames, and refuses an unknown key', () => {
    expect(buildCatalogue({ 'salesOrders.list': 'getSalesOrdersV2' })['salesOrders.list']).toEqual({
      app: 'main',
      name: 'getSalesOrdersV2',
      read: true,
      method: 'GET',
      heavy: true,
      wholeList: true,
      sharedByRoles: true,
    });
    expect(() => buildCatalogue({ 'shipments.list': 'x' })).toThrow(/unknown procedure key 'shipments.list'/);
  });
});
