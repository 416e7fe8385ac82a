import { Redis } from 'ioredis';
import { ADMIN, codes, startStack, type Stack, STACK_START_MS } from './harness';
import { startRedis } from './redis';

/**
 * Password change and the user's own sessions (issue 40 point 4; ASVS 4.0.3 2.2.1, 3.3.3, 3.3.4),
 * in both stores. With Redis two gateways share it and the provider, and the test goes back and
 * forth between them: throttling and the index of a user's sessions must hold across instances.
 */
const LOGIN = 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token userErrors { code } } }';
const CHANGE = 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok endedSessions retryAfterSeconds userErrors { field code } } }';
const SESSIONS = '{ mySessions { id startedAt lastUsedAt userAgent current } }';
const END_OTHERS = 'mutation($p: String!) { endOtherSessions(input: { password: $p }) { endedSessions retryAfterSeconds userErrors { field code } } }';
const PASSWORD = 'Welkom!2026';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
}, 30_000);
afterAll(() => redis?.stop());

describe.each(['memory', 'redis'] as const)('passwords and sessions in the %s store', (kind) => {
  let one: Stack;
  let two: Stack;
  let admin: string;
  beforeAll(async () => {
    if (kind === 'redis') {
      const client = new Redis(redis.url);
      await client.flushall();
      client.disconnect();
    }
    const redisUrl = kind === 'redis' ? redis.url : undefined;
    one = await startStack({ session: { redisUrl } });
    two =
      kind === 'redis'
        ? await startStack({ session: { redisUrl, key: one.config.session.key } }, undefined, { provider: { url: one.providerUrl, db: one.db } })
        : one;
    admin = await one.login(ADMIN);
  }, STACK_START_MS);
  afterAll(async () => {
    if (two !== one) await two?.close();
    await one?.close();
  });

  const colleague = async (name: string) => {
    const email = `${name}-${kind}@office.test`;
    const r = await one.gql(
      'mutation($i: CreateUserInput!) { createUser(input: $i) { user { id } userErrors { code } } }',
      { i: { email, phoneNumber: '1', password: PASSWORD, confirmPassword: PASSWORD, roleName: 'Orderverwerker' } },
      { token: admin },
    );
    expect(r.data.createUser.userErrors).toEqual([]);
    return email;
  };
  const signIn = async (stack: Stack, email: string, password = PASSWORD, userAgent = 'node') =>
    (await stack.gql(LOGIN, { e: email, p: password }, { headers: { 'user-agent': userAgent } })).data.login;
  const tokenOf = async (stack: Stack, email: string, userAgent?: string) => {
    const { token } = await signIn(stack, email, PASSWORD, userAgent);
    expect(token).toEqual(expect.any(String));
    return token as string;
  };
  const change = (stack: Stack, input: Record<string, unknown>, token?: string) =>
    stack.gql(CHANGE, { i: { confirmPassword: input.newPassword, ...input } }, { token }).then((r) => r.data.changePassword);
  const me = async (stack: Stack, token: string) => (await stack.gql('{ me { userName } }', {}, { token })).data.me;
  const changeCalls = () => [...one.calls, ...(two === one ? [] : two.calls)].filter((c) => c.path.includes('ChangePassword'));
  const clearCalls = () => {
    one.calls.length = 0;
    two.calls.length = 0;
  };

  it('throttles changePassword without a session like sign-in: per account, counted together, on every gateway', async () => {
    const email = await colleague('guessed');
    for (let i = 0; i < 5; i++) {
      const wrong = await change(i % 2 ? two : one, { userName: email, currentPassword: `Guess!${i}x`, newPassword: 'Taken!2027' });
      expect(wrong.userErrors).toEqual([{ field: 'currentPassword', code: 'INCORRECT_PASSWORD' }]);
    }
    clearCalls();
    const right = await change(two, { userName: email, currentPassword: PASSWORD, newPassword: 'Taken!2027' });
    expect(right).toMatchObject({ ok: false, userErrors: [{ field: null, code: 'TOO_MANY_ATTEMPTS' }] });
    expect(right.retryAfterSeconds).toBeGreaterThan(0);
    expect(changeCalls()).toEqual([]);
    // the same count as sign-in: the right password waits there too
    expect((await signIn(one, email)).userErrors).toEqual([{ code: 'TOO_MANY_ATTEMPTS' }]);
  });

  it('counts wrong current passwords of a signed-in user, and a change resets the count', async () => {
    const email = await colleague('typist');
    const token = await tokenOf(one, email);
    for (let i = 0; i < 4; i++) expect((await change(two, { currentPassword: 'Nope!2026x', newPassword: 'Typed!2027' }, token)).ok).toBe(false);
    expect(await change(one, { currentPassword: PASSWORD, newPassword: 'Typed!2027' }, token)).toMatchObject({ ok: true, userErrors: [] });
    for (let i = 0; i < 4; i++)
      expect((await change(one, { currentPassword: 'Nope!2026x', newPassword: 'Typed!2028' }, token)).userErrors[0].code).toBe('INCORRECT_PASSWORD');
  });

  it("refuses another user's name when signed in, in words on userName, and changes nothing", async () => {
    const [anna, bert] = await Promise.all([colleague('anna'), colleague('bert')]);
    const token = await tokenOf(one, anna);
    clearCalls();
    const r = await change(two, { userName: bert, currentPassword: PASSWORD, newPassword: 'Hijack!2027' }, token);
    expect(r).toEqual({ ok: false, endedSessions: 0, retryAfterSeconds: null, userErrors: [{ field: 'userName', code: 'NOT_YOUR_ACCOUNT' }] });
    expect(changeCalls()).toEqual([]);
    expect((await signIn(one, anna)).userErrors).toEqual([]);
    expect((await signIn(one, bert)).userErrors).toEqual([]);
    // the caller's own name, in other letters, is theirs
    expect((await change(one, { userName: anna.toUpperCase(), currentPassword: PASSWORD, newPassword: 'Mine!2027' }, token)).ok).toBe(true);
  });

  it('lists the user’s sessions, this one marked, and ends the others only with the password again', async () => {
    const email = await colleague('carla');
    const office = await tokenOf(one, email, FIREFOX);
    const home = await tokenOf(two, email, CHROME);
    const script = await tokenOf(one, email, 'curl/8.5.0');
    const listed = (await two.gql(SESSIONS, {}, { token: office })).data.mySessions;
    expect(listed).toHaveLength(3);
    expect(listed.filter((s: { current: boolean }) => s.current)).toEqual([expect.objectContaining({ userAgent: 'Firefox 133 on Linux' })]);
    expect(listed.map((s: { userAgent: string }) => s.userAgent).sort()).toEqual(['Chrome 131 on Windows', 'Firefox 133 on Linux', 'curl/8.5.0']);
    for (const s of listed) {
      expect(Date.parse(s.startedAt)).toBeGreaterThan(Date.now() - 120_000);
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.startedAt));
      expect([office, home, script].some((t) => t.includes(s.id))).toBe(false);
    }

    const wrong = (await one.gql(END_OTHERS, { p: 'Wrong!2026' }, { token: office })).data.endOtherSessions;
    expect(wrong).toEqual({ endedSessions: 0, retryAfterSeconds: null, userErrors: [{ field: 'password', code: 'INCORRECT_PASSWORD' }] });
    expect(await me(two, home)).toEqual({ userName: email });

    const ended = (await two.gql(END_OTHERS, { p: PASSWORD }, { token: office })).data.endOtherSessions;
    expect(ended).toEqual({ endedSessions: 2, retryAfterSeconds: null, userErrors: [] });
    for (const stack of [one, two]) {
      expect(await me(stack, home)).toBeNull();
      expect(await me(stack, script)).toBeNull();
      expect(await me(stack, office)).toEqual({ userName: email });
    }
    expect((await one.gql(SESSIONS, {}, { token: office })).data.mySessions).toEqual([expect.objectContaining({ current: true })]);
    expect(codes(await one.gql(SESSIONS))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await one.gql(END_OTHERS, { p: PASSWORD }))).toEqual(['UNAUTHENTICATED']);
  });

  it('ends the other sessions on a password change when asked, all of them without a session', async () => {
    const email = await colleague('dirk');
    const [here, there] = [await tokenOf(one, email), await tokenOf(two, email)];
    const kept = await change(one, { currentPassword: PASSWORD, newPassword: 'Second!2027' }, here);
    expect(kept).toMatchObject({ ok: true, endedSessions: 0 });
    expect(await me(two, there)).toEqual({ userName: email });

    const ended = await change(two, { currentPassword: 'Second!2027', newPassword: 'Third!2027', endOtherSessions: true }, here);
    expect(ended).toMatchObject({ ok: true, endedSessions: 1 });
    expect(await me(one, there)).toBeNull();
    expect(await me(one, here)).toEqual({ userName: email });

    const anonymous = await change(one, { userName: email, currentPassword: 'Third!2027', newPassword: 'Fourth!2027', endOtherSessions: true });
    expect(anonymous).toMatchObject({ ok: true, endedSessions: 1 });
    expect(await me(two, here)).toBeNull();
  });
});
