import { connect } from 'node:net';
import { ADMIN, codes, startStack, type Stack, STACK_START_MS } from './harness';
import { readLimitsConfig } from '../src/limits/config';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack({
    limits: { ...readLimitsConfig({}), maxQueryCost: 500_000, defaultMaxPage: 1000, headersTimeoutMs: 1000, requestTimeoutMs: 2000, keepAliveTimeoutMs: 1000 },
  });
  admin = await stack.login(ADMIN);
}, STACK_START_MS);
afterAll(() => stack?.close());

const ROW = 'id code name description salesPrice purchasePrice kilogram supplier { code name } customer { code name } salesUnit { code name }';

describe('limits', () => {
  it('refuses fifteen aliases of a large page before anything runs, saying the limit', async () => {
    stack.calls.length = 0;
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: products(page: { limit: 10000 }) { totalCount nodes { ${ROW} } }`).join('\n');
    const r = await stack.gql(`{ ${aliases} }`, {}, { token: admin });
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(r.errors?.[0]?.message).toMatch(/limit is 500000/);
    await new Promise((done) => setTimeout(done, 300)); // nothing started early (prefetch) either
    expect(stack.calls).toEqual([]);
    // The same page once is what the web's "All" asks: it runs.
    const one = await stack.gql(`{ products(page: { limit: 10000 }) { totalCount nodes { ${ROW} } } }`, {}, { token: admin });
    expect(one.errors).toBeUndefined();
  });

  it('refuses a page over the list maximum with the maximum in the message, also through a variable', async () => {
    stack.calls.length = 0;
    const r = await stack.gql('query($p: ListPage) { salesOrders(page: $p) { totalCount } }', { p: { offset: 0, limit: 10_001 } }, { token: admin });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors?.[0]?.message).toMatch(/10000/);
    expect(stack.calls).toEqual([]);
    expect(codes(await stack.gql('{ products(page: { offset: -1, limit: 5 }) { totalCount } }', {}, { token: admin }))).toEqual(['BAD_USER_INPUT']);
  });

  it('bounds search text and filter values, naming the field', async () => {
    const long = await stack.gql('query($f: ProductFilter) { products(filter: $f) { totalCount } }', { f: { search: 'tarwe '.repeat(50) } }, { token: admin });
    expect(codes(long)).toEqual(['BAD_USER_INPUT']);
    expect(long.errors?.[0]?.message).toMatch(/filter\.search/);
  });

  it('refuses NUL and control characters in any String input, naming the field, without calling the provider', async () => {
    stack.calls.length = 0;
    const viaVariable = await stack.gql('mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }', {
      e: 'admin@backoffice.test',
      p: 'Admin!2024\u0000',
    });
    expect(codes(viaVariable)).toEqual(['BAD_USER_INPUT']);
    expect(viaVariable.errors?.[0]?.message).toMatch(/^p /);
    const literal = await stack.gql('{ products(filter: { search: "a\\u0007b" }) { totalCount } }', {}, { token: admin });
    expect(codes(literal)).toEqual(['BAD_USER_INPUT']);
    expect(literal.errors?.[0]?.message).toMatch(/filter\.search/);
    expect(stack.calls).toEqual([]);
  });

  it('refuses a text longer than any field takes as TOO_LONG naming the field, so the client shows it there', async () => {
    stack.calls.length = 0;
    const long = await stack.gql('query($f: ProductFilter) { products(filter: $f) { totalCount } }', { f: { search: 'x'.repeat(10_001) } }, { token: admin });
    expect(long.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'search', reason: 'TOO_LONG' });
    expect(stack.calls).toEqual([]);
  });

  it('cuts off a client that sends its headers slowly', async () => {
    const port = Number(new URL(stack.url).port);
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const started = Date.now();
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 200);
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => undefined);
    await new Promise((r) => socket.once('close', r));
    clearInterval(drip);
    const ms = Date.now() - started;
    expect(ms).toBeLessThan(5000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('answers malformed JSON, a too large body and too many tokens as JSON with a code and a 4xx', async () => {
    const post = (body: string) => fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const bad = await post('{"query": "{ version }"');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/json/);
    expect(((await bad.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('BAD_REQUEST');
    const big = await post(JSON.stringify({ query: `{ version } # ${'x'.repeat(2 * 1024 * 1024)}` }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    const tokens = await post(JSON.stringify({ query: `{ ${Array.from({ length: 4000 }, () => '__typename').join(' ')} }` }));
    expect(tokens.status).toBeGreaterThanOrEqual(400);
    expect(tokens.status).toBeLessThan(500);
    const body = (await tokens.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toEqual(expect.any(String));
    const unknown = await fetch(`${stack.url}/no-such-thing`, { method: 'PUT' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/json/);
  });
});

describe('bad requests with NODE_ENV=production', () => {
  let prod: Stack;
  const saved = process.env.NODE_ENV;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    prod = await startStack();
  }, STACK_START_MS);
  afterAll(async () => {
    process.env.NODE_ENV = saved;
    await prod?.close();
  });

  it('still answers JSON with a code, never HTML or a stack trace', async () => {
    for (const body of ['{"query": ', 'not json at all', '[1,2', '{"query": "{ version }", "variables": 7}']) {
      const res = await fetch(`${prod.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(/json/);
      const text = await res.text();
      expect(text).not.toMatch(/<html|<pre>|at [A-Za-z.]+ \(/i);
      expect(JSON.parse(text).errors[0].extensions.code).toEqual(expect.any(String));
    }
  });
});
