import { ADMIN, codes, FINANCE, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { Redis } from 'ioredis';
import { startRedis } from './redis';
import { setUserRole } from '../../provider/src/seed/builders';
import { startProvider } from '../../provider/src';

/**
 * Server-side sessions, the same tests against both stores: in-process and Redis (a
 * redis-server of this test's own on a free loopback port). The sessions' clock is the test's,
 * so idle and absolute ends and the once-a-minute role re-read need no waiting. One provider serves
 * every gateway here: each test signs in and changes accounts of its own.
 */
const ME = '{ me { userName roles } }';
const USERS = '{ users { id email } }';
const LOGIN = 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token retryAfterSeconds userErrors { field code message } } }';
const MINUTE = 60_000;

let redis: Awaited<ReturnType<typeof startRedis>>;
let provider: Awaited<ReturnType<typeof startProvider>>;
const shared = () => ({ provider: { url: provider.url, db: provider.db } });
beforeAll(async () => {
  [redis, provider] = await Promise.all([startRedis(), startProvider({ port: 0, fresh: true })]);
}, STACK_START_MS);
afterAll(async () => {
  await redis?.stop();
  await provider?.close();
});

describe.each(['memory', 'redis'] as const)('sessions in the %s store', (kind) => {
  let stack: Stack;
  let clock = Date.now();
  beforeAll(async () => {
    stack = await startStack(
      {
        session: {
          idleMs: 30 * MINUTE,
          maxMs: 8 * 60 * MINUTE,
          rolesRefreshMs: MINUTE,
          redisUrl: kind === 'redis' ? redis.url : undefined,
          throttle: { perAccount: 5, perAddress: 20, windowMs: 15 * MINUTE },
        },
      },
      undefined,
      { now: () => clock, ...shared() },
    );
  }, STACK_START_MS);
  afterAll(() => stack?.close());

  const me = async (token: string) => (await stack.gql(ME, {}, { token })).data?.me;
  const newUser = async (email: string, roleName: string) => {
    const admin = await stack.login(ADMIN);
    const r = await stack.gql(
      'mutation($i: CreateUserInput!) { createUser(input: $i) { user { id } userErrors { code } } }',
      { i: { email, phoneNumber: '1', password: 'Welkom!2026', confirmPassword: 'Welkom!2026', roleName } },
      { token: admin },
    );
    expect(r.data.createUser.userErrors).toEqual([]);
    return { id: r.data.createUser.user.id as string, email, password: 'Welkom!2026', admin };
  };

  it('ends a session at logout, for cookie and bearer alike, and keeps the others', async () => {
    const a = await stack.login(ORDER);
    const b = await stack.login(ORDER);
    await stack.gql('mutation { logout { ok } }', {}, { cookie: `bo_session=${a}` });
    expect(await me(a)).toBeNull();
    expect(codes(await stack.gql('{ roles { id } }', {}, { token: a }))).toEqual(['UNAUTHENTICATED']);
    expect((await me(b)).userName).toBe(ORDER.email);
  });

  it('ends every session of a user who is deactivated', async () => {
    const user = await newUser(`leaver.${kind}@backoffice.test`, 'Orderverwerker');
    const first = await stack.login(user);
    const second = await stack.login(user);
    expect((await me(first)).userName).toBe(user.email);
    const r = await stack.gql('mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedId } }', { id: user.id }, { token: user.admin });
    expect(r.data.deleteUser.deletedId).toBe(user.id);
    // `me` asks the provider nothing: the gateway itself has ended both sessions.
    expect(await me(first)).toBeNull();
    expect(await me(second)).toBeNull();
  });

  it('re-reads roles at most once a minute: a change made elsewhere counts within the minute', async () => {
    const user = await newUser(`mover.${kind}@backoffice.test`, 'Boekhouding');
    const token = await stack.login(user);
    expect(codes(await stack.gql(USERS, {}, { token }))).toEqual([]);
    // The role changes behind the gateway's back (another gateway, the provider's own tools).
    await setUserRole(stack.db, user.id, 'Orderverwerker');
    stack.calls.length = 0;
    clock += 30_000;
    expect(codes(await stack.gql(USERS, {}, { token }))).toEqual([]);
    expect(stack.calls.map((c) => c.path)).toEqual(['/api/users/GetUsers']); // the query's own call, no re-read yet
    clock += 31_000;
    stack.calls.length = 0;
    expect(codes(await stack.gql(USERS, {}, { token }))).toEqual(['FORBIDDEN']);
    expect((await me(token)).roles).toEqual(['ORDERVERWERKER']);
    // One re-read (users and roles) for both requests; the list of roles is asked by nothing else here.
    expect(stack.calls.filter((c) => c.path === '/api/Roles')).toHaveLength(1);
  });

  it('applies a role change made through the gateway on the next request', async () => {
    const user = await newUser(`promoted.${kind}@backoffice.test`, 'Orderverwerker');
    const token = await stack.login(user);
    expect(codes(await stack.gql(USERS, {}, { token }))).toEqual(['FORBIDDEN']);
    await stack.gql(
      'mutation($i: UpdateUserInput!) { updateUser(input: $i) { user { id } } }',
      { i: { id: user.id, phoneNumber: '1', roleName: 'Boekhouding' } },
      { token: user.admin },
    );
    expect(codes(await stack.gql(USERS, {}, { token }))).toEqual([]);
    expect((await me(token)).roles).toEqual(['BOEKHOUDING']);
  });

  it('ends a session unused for the idle time, and any session at its absolute end', async () => {
    const idle = await stack.login(FINANCE);
    clock += 29 * MINUTE;
    expect((await me(idle)).userName).toBe(FINANCE.email);
    clock += 29 * MINUTE;
    expect((await me(idle)).userName).toBe(FINANCE.email); // used 29 minutes ago: still there
    clock += 31 * MINUTE;
    expect(await me(idle)).toBeNull();

    const busy = await stack.login(FINANCE);
    for (let hour = 0; hour < 8 * 3; hour++) {
      clock += 20 * MINUTE;
      if (hour < 8 * 3 - 1) expect((await me(busy))?.userName).toBe(FINANCE.email);
    }
    expect(await me(busy)).toBeNull();
  });

  it('throttles failed sign-ins per account, the same for unknown and known accounts; a success resets the account', async () => {
    const known = await newUser(`throttled.${kind}@backoffice.test`, 'Orderverwerker');
    const unknown = `nobody.${kind}@backoffice.test`;
    // A success resets the account: four failures, a success, four more, and the right password still works.
    for (let i = 0; i < 4; i++) await stack.gql(LOGIN, { e: known.email, p: 'Wrong!2026' });
    await stack.login(known);
    for (let i = 0; i < 4; i++) expect((await stack.gql(LOGIN, { e: known.email, p: 'Wrong!2026' })).data.login.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    await stack.login(known);

    for (let i = 0; i < 5; i++) {
      await stack.gql(LOGIN, { e: known.email, p: 'Wrong!2026' });
      await stack.gql(LOGIN, { e: unknown, p: 'Wrong!2026' });
    }
    stack.calls.length = 0;
    const a = (await stack.gql(LOGIN, { e: known.email, p: known.password })).data.login;
    const b = (await stack.gql(LOGIN, { e: unknown, p: 'Wrong!2026' })).data.login;
    for (const answer of [a, b]) {
      expect(answer.token).toBeNull();
      expect(answer.userErrors).toEqual([{ field: null, code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/Try again in \d+ seconds/) }]);
      expect(answer.retryAfterSeconds).toBeGreaterThan(0);
      expect(answer.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
    expect(stack.calls).toEqual([]); // the provider was not asked
    // Another account from the same address is still let through, until the address's limit (20: 18 failures so far).
    expect((await stack.gql(LOGIN, { e: ORDER.email, p: ORDER.password })).data.login.userErrors).toEqual([]);
    for (let i = 0; i < 2; i++) await stack.gql(LOGIN, { e: `other${i}.${kind}@backoffice.test`, p: 'x' });
    const address = (await stack.gql(LOGIN, { e: ORDER.email, p: ORDER.password })).data.login;
    expect(address.userErrors[0].code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('two gateway instances sharing one Redis', () => {
  let one: Stack;
  let two: Stack;
  beforeAll(async () => {
    // A clean Redis: the tests above left the loopback address throttled there.
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
    one = await startStack({ session: { redisUrl: redis.url } }, undefined, shared());
    // The second instance: the same provider, the same session key, the same Redis.
    two = await startStack({ session: { redisUrl: redis.url, key: one.config.session.key } }, undefined, shared());
  }, STACK_START_MS);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('share sessions and their end: sign in on one, work on the other, log out on one and the other refuses', async () => {
    const token = await one.login(ADMIN);
    const onTwo = await two.gql('{ me { userName } roles { name } }', {}, { token });
    expect(onTwo.data.me.userName).toBe(ADMIN.email);
    expect(onTwo.data.roles.length).toBeGreaterThan(0);
    await one.gql('mutation { logout { ok } }', {}, { token });
    expect((await two.gql('{ me { userName } }', {}, { token })).data.me).toBeNull();
    expect(codes(await two.gql('{ roles { id } }', {}, { token }))).toEqual(['UNAUTHENTICATED']);
  });

  it('share login throttling', async () => {
    for (let i = 0; i < 3; i++) await one.gql(LOGIN, { e: 'shared@backoffice.test', p: 'x' });
    for (let i = 0; i < 2; i++) await two.gql(LOGIN, { e: 'shared@backoffice.test', p: 'x' });
    expect((await one.gql(LOGIN, { e: 'shared@backoffice.test', p: 'x' })).data.login.userErrors[0].code).toBe('TOO_MANY_ATTEMPTS');
    expect((await two.gql(LOGIN, { e: 'shared@backoffice.test', p: 'x' })).data.login.userErrors[0].code).toBe('TOO_MANY_ATTEMPTS');
  });
});
