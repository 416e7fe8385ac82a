import { Writable } from 'node:stream';
import { createLogger } from '../src/common/logger';
import { ADMIN, startStack, type Stack, STACK_START_MS } from './harness';

let stack: Stack;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  stack = await startStack({}, createLogger('debug', sink));
}, STACK_START_MS);
afterAll(() => stack?.close());

describe('logs', () => {
  it('carry a request id and never the provider token, the session token or a password', async () => {
    const login = await stack.gql('mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }', {
      e: ADMIN.email,
      p: ADMIN.password,
    });
    const token: string = login.data.login.token;
    const session = (await stack.sessions.resume(token))?.session;
    await stack.gql('{ users { id } }', {}, { token });
    await stack.gql('{ me { userName } }', {}, { cookie: `bo_session=${token}` });
    await stack.gql('{ periodDates { id } }', {}, { token: 'forged' });

    expect(lines.length).toBeGreaterThan(3);
    const all = lines.join('\n');
    expect(all).not.toContain(session!.providerToken);
    expect(all).not.toContain(token);
    expect(all).not.toContain(ADMIN.password);
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.req);
    expect(requests.length).toBeGreaterThan(0);
    for (const entry of requests) expect(entry.req.id).toEqual(expect.any(String));
    expect(all).toContain('"signed in"');
  });

  it("name the user's address that a trusted proxy forwards (TRUST_PROXY, loopback by default) beside the socket's", async () => {
    await stack.gql('{ me { userName } }', {}, { headers: { 'x-forwarded-for': '198.51.100.23', 'x-request-id': 'forwarded-by-proxy' } });
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.req?.id === 'forwarded-by-proxy' && l.res);
    expect(entry).toMatchObject({ client: '198.51.100.23', req: { remoteAddress: '127.0.0.1' } });
  });
});
