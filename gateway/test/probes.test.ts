import { Writable } from 'node:stream';
import { createLogger } from '../src/common/logger';
import { ADMIN, startStack, type Stack, STACK_START_MS } from './harness';

/**
 * What a caller probing the gateway from outside gets (issue 40, point 4): no 500 and no stack in
 * the log for a wrong operationName, no schema hints without a session, no cached files, no
 * password of a GET sign-in in the access log. Both executors: graphql-jit and graphql-js.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
let jit: Stack;
let plain: Stack;
let admin: string;
beforeAll(async () => {
  jit = await startStack({}, createLogger('info', sink));
  plain = await startStack({ graphqlJit: false }, createLogger('info', sink), { provider: { url: jit.providerUrl, db: jit.db } });
  admin = await jit.login(ADMIN);
}, STACK_START_MS);
afterAll(async () => {
  await plain?.close();
  await jit?.close();
});

const post = (stack: Stack, body: unknown, token?: string) =>
  fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('an operationName that names no operation of the document', () => {
  it.each([
    ['graphql-jit', () => jit],
    ['graphql-js (GRAPHQL_JIT=0)', () => plain],
  ])('is a 400 with a code under %s, with or without a session, and logs no stack', async (_name, stackOf) => {
    const stack = stackOf();
    expect(stack.config.graphqlJit).toBe(stack === jit);
    lines.length = 0;
    for (const token of [undefined, admin]) {
      for (const body of [{ query: 'query A { version }', operationName: 'B' }, { query: 'query A { version } query C { version }' }]) {
        const res = await post(stack, body, token);
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
        expect(answer.errors).toEqual([{ message: expect.stringMatching(/operation/i), extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }]);
      }
    }
    expect(lines.filter((l) => /"level":50|"stack"|internal error/.test(l))).toEqual([]);
    // a named operation still runs
    expect((await post(stack, { query: 'query A { version } query C { version }', operationName: 'C' })).status).toBe(200);
  });
});

describe('field suggestions', () => {
  const WRONG = '{ userz { id } }';
  it('are not given to a caller without a session, on both executors', async () => {
    for (const stack of [jit, plain]) {
      const anonymous = await stack.gql(WRONG);
      expect(anonymous.status).toBe(400);
      expect(anonymous.errors?.[0]?.message).toBe('Cannot query field "userz" on type "Query".');
      const enumHint = await stack.gql('{ salesOrders(range: AL) { totalCount } }');
      expect(enumHint.errors?.[0]?.message).not.toMatch(/Did you mean/);
    }
  });

  it('are given to a signed-in developer', async () => {
    const signedIn = await jit.gql(WRONG, {}, { token: admin });
    expect(signedIn.errors?.[0]?.message).toMatch(/Did you mean "user" or "users"\?/);
  });
});

describe('file answers', () => {
  it('carry Cache-Control: private, no-store on downloads, uploads and their refusals', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('vrachtbrief')], { type: 'text/plain' }), 'vrachtbrief.txt');
    const uploads = [
      await fetch(`${jit.url}/files`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' }, body: form }),
      await fetch(`${jit.url}/files`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form }),
      await fetch(`${jit.url}/files`, { method: 'POST' }),
    ];
    expect(uploads.map((r) => r.status)).toEqual([200, 400, 401]);
    const { id } = (await uploads[0]!.json()) as { id: string };
    const downloads = [
      await fetch(`${jit.url}/files/${id}`, { headers: { authorization: `Bearer ${admin}` } }),
      await fetch(`${jit.url}/files/999999`, { headers: { authorization: `Bearer ${admin}` } }),
      await fetch(`${jit.url}/files/abc`, { headers: { authorization: `Bearer ${admin}` } }),
      await fetch(`${jit.url}/files/${id}`),
    ];
    expect(downloads.map((r) => r.status)).toEqual([200, 404, 404, 401]);
    for (const res of [...uploads, ...downloads]) expect(res.headers.get('cache-control')).toBe('private, no-store');
    await Promise.all([...uploads.slice(1), ...downloads].map((r) => r.arrayBuffer()));
  });
});

describe('the access log', () => {
  it('never holds the query string of /graphql: a sign-in tried by GET leaves no password behind', async () => {
    lines.length = 0;
    const query = `mutation { login(input: { email: "${ADMIN.email}", password: "${ADMIN.password}" }) { token } }`;
    // express routes /GRAPHQL and /graphql/ to Apollo as well; the others reach the web client
    const paths = ['/graphql', '/GRAPHQL', '/Graphql/', '//graphql', '/%67raphql'];
    const statuses: number[] = [];
    for (const path of paths) {
      const res = await fetch(`${jit.url}${path}?${new URLSearchParams({ query })}`, { headers: { 'apollo-require-preflight': 'true' } });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 3)).toEqual([405, 405, 405]);
    await new Promise((r) => setTimeout(r, 50));
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => /graphql/i.test(decodeURIComponent(l.req?.url ?? '')));
    expect(logged.map((l) => l.req.url).sort()).toEqual([...paths].sort());
    const all = lines.join('\n');
    expect(all).not.toContain(encodeURIComponent(ADMIN.password));
    expect(all).not.toContain('Admin%212024');
    expect(all).not.toContain(ADMIN.password);
  });
});
