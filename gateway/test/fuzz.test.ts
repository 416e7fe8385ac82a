import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { createLogger } from '../src/common/logger';
import { buildSchema } from '../src/server/schema';
import { ADMIN, ORDER, startStack, type GqlResult, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';

/**
 * Operations generated from the schema — every query and mutation field, with valid, boundary and
 * hostile arguments — against a real provider, signed in as an administrator and as an
 * Orderverwerker. Seeded and bounded by count, so a failure repeats. Zero HTTP 5xx, zero internal
 * errors, no false outage, and every error with a code.
 */
const SEED = 20261123;
const VARIANTS_PER_FIELD = 16;
/**
 * Variants sent per field and role (FUZZ_VARIANTS, up to 16): 3 is 626 operations (102 fields, 7 hand-written).
 * A 55 s time bound sent 400 to 2 000 of them by the machine's load, and failed under 436.
 */
const VARIANTS_SENT = Math.min(VARIANTS_PER_FIELD, Number(process.env.FUZZ_VARIANTS ?? 3));
const CONCURRENCY = 3;
/** Never sent: they end the session the fuzzer works with. */
const SKIPPED = new Set(['Mutation.logout']);

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(SEED);
const pick = <T>(xs: readonly T[]): T => required(xs[Math.floor(random() * xs.length)], 'a picked value');

const POOLS: Record<string, readonly unknown[]> & { String: readonly unknown[] } = {
  String: [
    '',
    'a',
    'Tarwe',
    'admin@backoffice.test',
    'x'.repeat(300),
    'x'.repeat(10_001),
    'a\u0000b',
    'bell\u0007',
    'tab\there\nline',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '😀 één',
    '   ',
    '%s%n',
    '{"$gt":""}',
    'constructor',
    '__proto__',
  ],
  ID: ['1', '2', '3', '10', '0', '-1', '999999999', '99999999999999999999', 'abc', '', '1e3', '__proto__', ' 1', '1.5'],
  Int: [0, 1, -1, 2, 12, 13, 2026, 9999, 10_000, 2_147_483_647, -2_147_483_648, 2 ** 31, 1e20, 1.5, '1'],
  Float: [0, 1.5, -1, 1e308, -1e308, 'NaN'],
  Boolean: [true, false, 'true', null],
  Decimal: [
    '0',
    '1.5',
    '-1',
    '12.3456',
    '9999999999.9999',
    '1e5',
    '0x10',
    '0b11',
    'Infinity',
    '',
    '99999999999',
    '100000000000000000000',
    '12345.12345',
    '1,5',
    1e20,
    'abc',
  ],
  LocalDate: ['2026-01-31', '2026-02-30', '0001-01-01', '9999-12-31', '1900-01-01', '', 'yesterday', '2026-13-01', '20260101'],
  DateTime: ['2026-01-31T10:00:00Z', 'not a time', ''],
  EmailAddress: ['a@b.c', 'not-an-email', 'admin@backoffice.test', `${'a'.repeat(300)}@b.c`, 'a\u0000@b.c'],
};

function valueFor(type: GraphQLInputType, depth: number): unknown {
  if (isNonNullType(type)) return random() < 0.04 ? null : valueFor(type.ofType, depth);
  if (random() < 0.08) return null;
  if (isListType(type)) {
    const n = pick([0, 1, 1, 2, 3]);
    return Array.from({ length: n }, () => valueFor(type.ofType, depth + 1));
  }
  if (isEnumType(type)) return random() < 0.85 ? pick(type.getValues()).name : pick(['NOPE', 'constructor', '', 'asc']);
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (!isNonNullType(field.type) && random() < 0.3) continue;
      out[field.name] = valueFor(field.type, depth + 1);
    }
    if (random() < 0.05) out.unknownField = 'x';
    return out;
  }
  if (isScalarType(type)) return pick(POOLS[type.name] ?? POOLS.String);
  return null;
}

/** Leaves of the return type, one level of objects deep (`id` or `__typename` of those). */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values((named as GraphQLObjectType).getFields())) {
    if (field.args.some((a) => isNonNullType(a.type))) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    // Arguments are what is tested, not load: no child lists under a row (a page of products with
    // every price list is seconds of provider work on this machine, and is the cost limit's business).
    else if (depth < 2 && !(depth > 0 && isListType(isNonNullType(field.type) ? field.type.ofType : field.type)))
      parts.push(`${field.name} ${selectionOf(field.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

interface Op {
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

function operationsOf(kind: 'query' | 'mutation', root: GraphQLObjectType): Op[] {
  const ops: Op[] = [];
  for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (SKIPPED.has(`${root.name}.${field.name}`)) continue;
    const defs = field.args.map((a, i) => `$a${i}: ${a.type.toString()}`).join(', ');
    const args = field.args.map((a, i) => `${a.name}: $a${i}`).join(', ');
    const query = `${kind}${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)} }`;
    for (let v = 0; v < VARIANTS_PER_FIELD; v++) {
      const variables: Record<string, unknown> = {};
      field.args.forEach((a, i) => {
        const value = valueFor(a.type, 0);
        if (value !== undefined) variables[`a${i}`] = value;
      });
      ops.push({ label: `${root.name}.${field.name}#${v}`, query, variables });
    }
  }
  return ops;
}

/** Operations no generator makes on its own: deep nesting, huge literals, odd documents. */
function handWritten(): Op[] {
  const deep = (n: number): unknown => (n === 0 ? 'x' : { conditions: [deep(n - 1)] });
  return [
    {
      label: 'deep query',
      query: '{ salesOrders(page: { limit: 5 }) { nodes { lines { product { supplier { code } customer { code } purchasePrices { id } } } } } }',
      variables: {},
    },
    { label: 'huge int literal', query: '{ products(page: { limit: 99999999999999999999 }) { totalCount } }', variables: {} },
    { label: 'negative limit', query: '{ salesOrders(page: { offset: -5, limit: -1 }) { totalCount } }', variables: {} },
    { label: 'deeply nested variable', query: 'query($f: ProductFilter) { products(filter: $f) { totalCount } }', variables: { f: deep(60) } },
    { label: 'unknown enum literal', query: '{ salesOrders(range: NOPE) { totalCount } }', variables: {} },
    {
      label: 'decimal literal hex',
      query:
        'mutation { createPurchasePrice(input: { productId: "1", price: "0x10", startDate: "2026-01-01", endDate: "2026-12-31" }) { userErrors { code } } }',
      variables: {},
    },
    { label: 'nul literal', query: '{ product(id: "1\\u0000") { id } }', variables: {} },
  ];
}

let stack: Stack;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // Whole lists cached for 10 s as in production (mutations clear them): the load stays on the arguments.
  stack = await startStack({ listCacheMs: 10_000 }, createLogger(process.env.FUZZ_LOG ?? 'silent'));
  tokens.admin = await stack.login(ADMIN);
  tokens.order = await stack.login(ORDER);
}, STACK_START_MS);
afterAll(() => stack?.close());

const BAD_CODES = new Set(['INTERNAL_SERVER_ERROR', 'PROVIDER_UNAVAILABLE', 'OUTCOME_UNKNOWN']);

it('answers generated operations on every field without a 5xx, an internal error or an error without a code', async () => {
  const { schema } = buildSchema();
  const ops = [...operationsOf('query', schema.getQueryType()!), ...operationsOf('mutation', schema.getMutationType()!), ...handWritten()];
  // Round robin: variant 0 of every field for both roles first, then variant 1 … (the hand-written ones count as variant 0).
  const variant = (op: Op) => Number(op.label.split('#')[1] ?? 0);
  const ordered = [...ops].filter((op) => variant(op) < VARIANTS_SENT).sort((a, b) => variant(a) - variant(b));
  const jobs = ordered.flatMap((op) => (['admin', 'order'] as const).map((who) => ({ op, who })));
  const fields = new Set(ops.map((op) => op.label.split('#')[0]));
  const failures: string[] = [];
  const started = Date.now();
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const { op, who } = required(jobs[next++], 'the next job');
      if (process.env.FUZZ_LOG) process.stdout.write(`OP ${Date.now()} ${who} ${op.label} ${JSON.stringify(op.variables).slice(0, 200)}\n`);
      let r: GqlResult;
      try {
        r = await stack.gql(op.query, op.variables, { token: tokens[who] });
      } catch (error) {
        failures.push(`${who} ${op.label}: no JSON answer (${String(error)})`);
        continue;
      }
      const bad = (r.errors ?? []).filter((e) => !e.extensions?.code || BAD_CODES.has(String(e.extensions.code)));
      if (r.status >= 500 || bad.length)
        failures.push(
          `${who} ${op.label}: ${r.status} ${JSON.stringify(bad.map((e) => [e.extensions?.code, e.message]))} vars=${JSON.stringify(op.variables).slice(0, 300)}`,
        );
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const sent = Math.min(next, jobs.length);
  const covered = new Set(jobs.slice(0, sent).map((j) => j.op.label.split('#')[0]));
  process.stdout.write(`fuzz: ${sent} operations over ${fields.size} fields in ${Date.now() - started} ms\n`);
  expect({ everyFieldCovered: [...fields].filter((f) => !covered.has(f)), failures: failures.slice(0, 25) }).toEqual({ everyFieldCovered: [], failures: [] });
}, 90_000);
