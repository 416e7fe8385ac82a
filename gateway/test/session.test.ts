import { ADMIN, codes, EXPIRED, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { revokeProviderTokens } from '../../provider/src/seed/builders';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, STACK_START_MS);
afterAll(() => stack?.close());

const LOGIN =
  'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token me { userName roles capabilities { manageUsers managePeriodDates } } userErrors { field code message } } }';
const ME = '{ me { userName roles capabilities { manageUsers managePeriodDates deleteOrders } } }';

describe('session against the provider', () => {
  it('signs in, sets an httpOnly SameSite=Strict cookie, and knows the user by cookie and by bearer token', async () => {
    const r = await stack.gql(LOGIN, { e: ADMIN.email, p: ADMIN.password });
    expect(r.data.login.userErrors).toEqual([]);
    expect(r.data.login.me).toEqual({ userName: ADMIN.email, roles: ['ADMINISTRATOR'], capabilities: { manageUsers: true, managePeriodDates: true } });
    const setCookie = r.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^bo_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const cookie = setCookie.split(';')[0];
    expect((await stack.gql(ME, {}, { cookie })).data.me.userName).toBe(ADMIN.email);
    expect((await stack.gql(ME, {}, { token: r.data.login.token })).data.me.roles).toEqual(['ADMINISTRATOR']);
  });

  it('still signs in with the deprecated email and password arguments, for one release', async () => {
    const OLD = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token userErrors { code } } }';
    const r = await stack.gql(OLD, { e: ORDER.email, p: ORDER.password });
    expect(r.data.login.userErrors).toEqual([]);
    expect((await stack.gql(ME, {}, { token: r.data.login.token })).data.me.userName).toBe(ORDER.email);
    const half = await stack.gql('mutation($e: String!) { login(email: $e) { token } }', { e: ORDER.email });
    expect(codes(half)).toEqual(['BAD_USER_INPUT']);
    expect(half.errors?.[0]?.message).toBe('login needs password: give it, or better, every value in input: { email: …, password: … }.');
  });

  it('answers a wrong password with the provider description as a userError', async () => {
    const r = await stack.gql(LOGIN, { e: ADMIN.email, p: 'Wrong!2024' });
    expect(r.data.login.token).toBeNull();
    expect(r.data.login.userErrors).toEqual([{ field: null, code: 'INVALID_CREDENTIALS', message: 'The user name or password is incorrect.' }]);
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  it('tells an expired password apart, and lets its owner change it without a session', async () => {
    const r = await stack.gql(LOGIN, { e: EXPIRED.email, p: EXPIRED.password });
    expect(r.data.login.userErrors[0].code).toBe('PASSWORD_EXPIRED');
    expect(r.data.login.userErrors[0].message).toMatch(/expired/i);

    const CHANGE = 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok userErrors { field code message } } }';
    const weak = await stack.gql(CHANGE, { i: { userName: EXPIRED.email, currentPassword: EXPIRED.password, newPassword: 'short', confirmPassword: 'short' } });
    expect(weak.data.changePassword.ok).toBe(false);
    expect(weak.data.changePassword.userErrors.map((e: { code: string }) => e.code)).toContain('PASSWORD_POLICY');
    expect(weak.data.changePassword.userErrors[0].field).toBe('newPassword');

    const wrongCurrent = await stack.gql(CHANGE, {
      i: { userName: EXPIRED.email, currentPassword: 'Nope!2024x', newPassword: 'Renewed!2025', confirmPassword: 'Renewed!2025' },
    });
    expect(wrongCurrent.data.changePassword.ok).toBe(false);
    expect(wrongCurrent.data.changePassword.userErrors[0]).toMatchObject({ field: 'currentPassword', code: 'INCORRECT_PASSWORD' });

    const ok = await stack.gql(CHANGE, {
      i: { userName: EXPIRED.email, currentPassword: EXPIRED.password, newPassword: 'Renewed!2025', confirmPassword: 'Renewed!2025' },
    });
    expect(ok.data.changePassword).toEqual({ ok: true, userErrors: [] });
    const again = await stack.gql(LOGIN, { e: EXPIRED.email, p: 'Renewed!2025' });
    expect(again.data.login.userErrors).toEqual([]);
    expect(again.data.login.me.userName).toBe(EXPIRED.email);
  });

  it('logout ends the session at once: the cookie is cleared and the old token refused', async () => {
    const token = await stack.login(ORDER);
    expect((await stack.gql('{ me { userName } }', {}, { token })).data.me.userName).toBe(ORDER.email);
    const out = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { logout { ok } }' }),
    });
    expect(out.headers.get('set-cookie')).toMatch(/bo_session=;/);
    // `me` makes no provider call: only the gateway's own store can know the session ended.
    expect((await stack.gql('{ me { userName } }', {}, { token })).data.me).toBeNull();
    expect((await stack.gql('{ me { userName } }', {}, { cookie: `bo_session=${token}` })).data.me).toBeNull();
    expect(codes(await stack.gql('{ roles { id } }', {}, { token }))).toEqual(['UNAUTHENTICATED']);
    const anonymous = await stack.gql('{ me { userName } }');
    expect(anonymous.data.me).toBeNull();
    expect(codes(await stack.gql('{ roles { id } }'))).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a forged token, and ends the session when the provider no longer accepts its token', async () => {
    expect(codes(await stack.gql('{ roles { id } }', {}, { token: 'forged.token.value.x.y' }))).toEqual(['UNAUTHENTICATED']);
    const token = await stack.login(ADMIN);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await stack.gql('{ me { userName } }', {}, { token: forged })).data.me).toBeNull();
    // The provider forgets its tokens (as after its own expiry): the next call that reaches it ends the session.
    await revokeProviderTokens(stack.db, ADMIN.email);
    const r = await stack.gql('{ roles { id } }', {}, { cookie: `bo_session=${token}` });
    expect(codes(r)).toEqual(['UNAUTHENTICATED']);
    expect(r.headers.get('set-cookie')).toMatch(/bo_session=;/);
    expect((await stack.gql('{ me { userName } }', {}, { token })).data.me).toBeNull();
  });

  it('never lets the provider token reach the client in clear', async () => {
    const r = await stack.gql(LOGIN, { e: ADMIN.email, p: ADMIN.password });
    const session = (await stack.sessions.resume(r.data.login.token))?.session;
    expect(session?.providerToken.length).toBeGreaterThan(10);
    const raw = JSON.stringify(r.data) + (r.headers.get('set-cookie') ?? '');
    expect(raw).not.toContain(session!.providerToken);
  });
});
