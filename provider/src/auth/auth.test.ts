import { startProvider, type StartedProvider } from '../index';
import { ADMIN, client, requestToken, signIn } from '../testing/http';
import { required } from '../lib/required';

let provider: StartedProvider;

beforeAll(async () => {
  provider = await startProvider();
}, 60_000);

afterAll(() => provider?.close());

describe('POST /token', () => {
  it('answers a bearer token with user name and roles', async () => {
    const result = await requestToken(provider.url, ADMIN.email, ADMIN.password);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      token_type: 'bearer',
      expires_in: 86400,
      userName: 'admin@backoffice.test',
      cuserName: 'admin@backoffice.test',
      roles: 'Administrator',
    });
    const users = await client(provider.url, result.body.access_token).get('/api/Roles');
    expect(users.status).toBe(200);
  });

  it('takes the user name in any case', async () => {
    const result = await requestToken(provider.url, 'Finance@BackOffice.test', 'Finance!2024');
    expect(result.status).toBe(200);
    expect(result.body.roles).toBe('Boekhouding');
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    for (const [user, password] of [
      [ADMIN.email, 'Admin!2025'],
      ['nobody@backoffice.test', 'Admin!2024'],
      [ADMIN.email, ''],
    ] as const) {
      const result = await requestToken(provider.url, user, password);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
    }
  });

  it('refuses an expired password, only once the password is right', async () => {
    const expired = await requestToken(provider.url, 'expired@backoffice.test', 'Expired!2024');
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Password policy expired, please reset. You will be redirected.',
    });
    const wrong = await requestToken(provider.url, 'expired@backoffice.test', 'Wrong!2024');
    expect(wrong.body.error_description).toBe('The user name or password is incorrect.');
  });

  it('refuses an inactive user', async () => {
    const { rows } = await provider.db.query<{ email: string }>('select email from users where not is_active');
    expect(rows).toHaveLength(1);
    const result = await requestToken(provider.url, required(rows[0], 'the inactive user').email, 'Welkom!2024');
    expect(result.status).toBe(400);
    expect(result.body.error_description).toBe('The user name or password is incorrect.');
    // The same password works for an active staff member.
    const active = await provider.db.query<{ email: string }>("select email from users where is_active and email like '%.%@backoffice.test' limit 1");
    expect((await requestToken(provider.url, required(active.rows[0], 'an active staff member').email, 'Welkom!2024')).status).toBe(200);
  });

  it('refuses another grant type', async () => {
    const response = await fetch(`${provider.url}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&userName=admin%40backoffice.test&password=Admin!2024',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'unsupported_grant_type' });
  });
});

describe('bearer tokens', () => {
  const denied = { Message: 'Authorization has been denied for this request.' };

  it.each([
    ['no token', undefined],
    ['an unknown token', 'Bearer abcdefghijklmnopqrstuvwxyz'],
    ['another scheme', 'Basic YWRtaW46YWRtaW4='],
  ])('answers 401 with %s', async (_name, header) => {
    for (const path of ['/api/users/GetUsers?excludeActiveUsers=false', '/api/Roles', '/api/factory/execute/backoffice/getPeriodDates']) {
      const response = await fetch(provider.url + path, { headers: header ? { Authorization: header } : {} });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(denied);
    }
  });

  it('answers 401 for an expired token', async () => {
    const admin = await signIn(provider.url, ADMIN.email, ADMIN.password);
    expect((await admin.get('/api/Roles')).status).toBe(200);
    await provider.db.query("update access_tokens set expires_at = now() - interval '1 second'");
    const result = await admin.get('/api/Roles');
    expect(result.status).toBe(401);
    expect(result.body).toEqual(denied);
  });

  it('leaves /healthz open', async () => {
    const result = await client(provider.url).get('/healthz');
    expect(result).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
