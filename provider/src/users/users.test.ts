import { startProvider, type StartedProvider } from '../index';
import { ADMIN, client, requestToken, signIn, type Client } from '../testing/http';

let provider: StartedProvider;
let admin: Client;
let sequence = 0;

/** A new e-mail address per test, so tests never share users. */
const newEmail = () => `new.user${++sequence}@backoffice.test`;

beforeAll(async () => {
  provider = await startProvider();
  admin = await signIn(provider.url, ADMIN.email, ADMIN.password);
}, 60_000);

afterAll(() => provider?.close());

async function roleId(name: string): Promise<string> {
  const roles = await admin.get('/api/Roles');
  return roles.body.find((role: { Name: string }) => role.Name === name).Id;
}

async function createUser(email = newEmail(), password = 'Start!2024', role = 'Orderverwerker') {
  const result = await admin.post('/api/Users', {
    Email: email,
    PhoneNumber: '+32 3 123 45 67',
    password,
    confirmPassword: password,
    RoleName: role,
  });
  expect(result.status).toBe(200);
  return result.body;
}

describe('roles', () => {
  it('lists the three roles with their ids', async () => {
    const result = await admin.get('/api/Roles');
    expect(result.status).toBe(200);
    expect(result.body.map((role: { Name: string }) => role.Name)).toEqual(['Administrator', 'Boekhouding', 'Orderverwerker']);
    for (const role of result.body) expect(role.Id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('users', () => {
  it('lists every user, inactive ones included', async () => {
    const result = await admin.get('/api/users/GetUsers?excludeActiveUsers=false');
    expect(result.status).toBe(200);
    const emails = result.body.map((user: { Email: string }) => user.Email);
    expect(emails).toEqual(expect.arrayContaining(['admin@backoffice.test', 'order@backoffice.test', 'finance@backoffice.test', 'expired@backoffice.test']));
    expect(result.body.some((user: { IsActive: boolean }) => !user.IsActive)).toBe(true);
    const adminUser = result.body.find((user: { Email: string }) => user.Email === ADMIN.email);
    expect(adminUser).toEqual({
      Id: expect.any(String),
      UserName: ADMIN.email,
      Email: ADMIN.email,
      PhoneNumber: expect.any(String),
      IsActive: true,
      Roles: [{ RoleId: await roleId('Administrator'), UserId: adminUser.Id }],
    });
  });

  it('creates a user who can sign in, and reads it back', async () => {
    const email = newEmail();
    const created = await createUser(email, 'Start!2024', 'Boekhouding');
    expect(created).toEqual({
      Id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      UserName: email,
      Email: email,
      PhoneNumber: '+32 3 123 45 67',
      IsActive: true,
      Roles: [{ RoleId: await roleId('Boekhouding'), UserId: created.Id }],
    });
    const read = await admin.get(`/api/Users/${created.Id}`);
    expect(read).toMatchObject({ status: 200, body: created });
    const token = await requestToken(provider.url, email, 'Start!2024');
    expect(token.status).toBe(200);
    expect(token.body.roles).toBe('Boekhouding');
  });

  it('answers 404 for an unknown user', async () => {
    const result = await admin.get('/api/Users/00000000-0000-4000-8000-000000000000');
    expect(result).toMatchObject({ status: 404, body: { Message: 'User not found.' } });
  });

  it('refuses a duplicate e-mail address', async () => {
    const email = newEmail();
    await createUser(email);
    const result = await admin.post('/api/Users', {
      Email: email.toUpperCase(),
      PhoneNumber: '',
      password: 'Other!2024',
      confirmPassword: 'Other!2024',
      RoleName: 'Orderverwerker',
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      Message: 'The request is invalid.',
      ModelState: { '': [`Name ${email.toUpperCase()} is already taken.`, `Email '${email.toUpperCase()}' is already taken.`] },
    });
  });

  it('refuses a weak password with the policy messages', async () => {
    const result = await admin.post('/api/Users', {
      Email: newEmail(),
      PhoneNumber: '0470 12 34 56',
      password: 'weak',
      confirmPassword: 'weak',
      RoleName: 'Orderverwerker',
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      Message: 'The request is invalid.',
      ModelState: {
        '': [
          'Passwords must be at least 6 characters.',
          'Passwords must have at least one non letter or digit character.',
          "Passwords must have at least one digit ('0'-'9').",
          "Passwords must have at least one uppercase ('A'-'Z').",
        ],
      },
    });
  });

  it('refuses a confirmation that does not match, a bad e-mail address and a missing role, per field', async () => {
    const result = await admin.post('/api/Users', {
      Email: 'not-an-address',
      password: 'Start!2024',
      confirmPassword: 'Start!2025',
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      Message: 'The request is invalid.',
      ModelState: {
        'model.Email': ['The Email field is not a valid e-mail address.'],
        'model.ConfirmPassword': ['The password and confirmation password do not match.'],
        'model.RoleName': ['The RoleName field is required.'],
      },
    });
  });

  it('refuses missing fields, an unknown role and a body that is not an object', async () => {
    const empty = await admin.post('/api/Users', { RoleName: 'Chef' });
    expect(empty.body.ModelState).toEqual({
      'model.Email': ['The Email field is required.'],
      'model.Password': ['The Password field is required.'],
      'model.RoleName': ['Role Chef does not exist.'],
    });
    const list = await admin.post('/api/Users', [1, 2]);
    expect(list.status).toBe(400);
    expect(list.body.Message).toBe('The request is invalid.');
    const malformed = await admin.postRaw('/api/Users', '{"Email":', 'application/json');
    expect(malformed).toMatchObject({ status: 400, body: { Message: 'The request is invalid.' } });
  });

  it('updates phone number and role', async () => {
    const user = await createUser();
    const result = await admin.post('/api/users/Update', { Id: user.Id, PhoneNumber: '+31 10 123 4567', RoleName: 'Administrator' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      Id: user.Id,
      PhoneNumber: '+31 10 123 4567',
      Roles: [{ RoleId: await roleId('Administrator'), UserId: user.Id }],
    });
    expect((await admin.get(`/api/Users/${user.Id}`)).body).toEqual(result.body);
  });

  it('refuses an update without role, of an unknown user or with a bad phone number', async () => {
    const user = await createUser();
    const noRole = await admin.post('/api/users/Update', { Id: user.Id, PhoneNumber: '123' });
    expect(noRole).toMatchObject({ status: 400, body: { ModelState: { 'model.RoleName': ['The RoleName field is required.'] } } });
    const badPhone = await admin.post('/api/users/Update', { Id: user.Id, PhoneNumber: 'call me', RoleName: 'Boekhouding' });
    expect(badPhone.body.ModelState).toEqual({ 'model.PhoneNumber': ['The PhoneNumber field is not a valid phone number.'] });
    const unknown = await admin.post('/api/users/Update', { Id: 'nope', PhoneNumber: '123', RoleName: 'Boekhouding' });
    expect(unknown).toMatchObject({ status: 404, body: { Message: 'User not found.' } });
  });

  it('deletes a user: inactive, still listed, can no longer sign in, its tokens end', async () => {
    const email = newEmail();
    const user = await createUser(email);
    const own = await signIn(provider.url, email, 'Start!2024');
    expect((await own.get('/api/Roles')).status).toBe(200);

    const result = await admin.post(`/api/users/Delete?id=${user.Id}`);
    expect(result).toMatchObject({ status: 200, body: {} });

    const listed = (await admin.get('/api/users/GetUsers?excludeActiveUsers=false')).body.find((u: { Id: string }) => u.Id === user.Id);
    expect(listed.IsActive).toBe(false);
    expect((await requestToken(provider.url, email, 'Start!2024')).body.error_description).toBe('The user name or password is incorrect.');
    expect((await own.get('/api/Roles')).status).toBe(401);
    expect((await admin.post('/api/users/Delete?id=unknown')).status).toBe(404);
  });
});

describe('ChangePassword', () => {
  const path = '/api/Account/ChangePassword';

  it('lets the expired user change the password without a token, then sign in', async () => {
    const anonymous = client(provider.url);
    const result = await anonymous.post(path, {
      username: 'expired@backoffice.test',
      OldPassword: 'Expired!2024',
      NewPassword: 'Renewed!2024',
      ConfirmPassword: 'Renewed!2024',
    });
    expect(result).toMatchObject({ status: 200, body: {} });
    expect((await requestToken(provider.url, 'expired@backoffice.test', 'Expired!2024')).status).toBe(400);
    const token = await requestToken(provider.url, 'expired@backoffice.test', 'Renewed!2024');
    expect(token.status).toBe(200);
    expect(token.body.roles).toBe('Orderverwerker');
  });

  it('refuses a wrong old password, without a token too', async () => {
    const email = newEmail();
    await createUser(email);
    const result = await client(provider.url).post(path, {
      username: email,
      OldPassword: 'Wrong!2024',
      NewPassword: 'Renewed!2024',
      ConfirmPassword: 'Renewed!2024',
    });
    expect(result).toEqual(expect.objectContaining({ status: 400 }));
    expect(result.body).toEqual({ Message: 'The request is invalid.', ModelState: { '': ['Incorrect password.'] } });
    expect((await requestToken(provider.url, email, 'Start!2024')).status).toBe(200);
  });

  it('needs a token or a user name', async () => {
    const result = await client(provider.url).post(path, { OldPassword: 'Start!2024', NewPassword: 'Renewed!2024', ConfirmPassword: 'Renewed!2024' });
    expect(result).toMatchObject({ status: 401, body: { Message: 'Authorization has been denied for this request.' } });
    const badToken = await client(provider.url, 'nonsense').post(path, {
      username: ADMIN.email,
      OldPassword: ADMIN.password,
      NewPassword: 'Renewed!2024',
      ConfirmPassword: 'Renewed!2024',
    });
    expect(badToken.status).toBe(401);
  });

  it('changes the signed-in user password, checks the policy and the confirmation', async () => {
    const email = newEmail();
    await createUser(email);
    const own = await signIn(provider.url, email, 'Start!2024');
    const mismatch = await own.post(path, { OldPassword: 'Start!2024', NewPassword: 'Renewed!2024', ConfirmPassword: 'Renewed!2025' });
    expect(mismatch.body.ModelState).toEqual({ 'model.ConfirmPassword': ['The new password and confirmation password do not match.'] });
    const missing = await own.post(path, {});
    expect(missing.body.ModelState).toEqual({
      'model.OldPassword': ['The Current password field is required.'],
      'model.NewPassword': ['The New password field is required.'],
    });
    const weak = await own.post(path, { OldPassword: 'Start!2024', NewPassword: 'renewed2024', ConfirmPassword: 'renewed2024' });
    expect(weak.body.ModelState).toEqual({
      '': ['Passwords must have at least one non letter or digit character.', "Passwords must have at least one uppercase ('A'-'Z')."],
    });
    const ok = await own.post(path, { OldPassword: 'Start!2024', NewPassword: 'Renewed!2024', ConfirmPassword: 'Renewed!2024' });
    expect(ok).toMatchObject({ status: 200, body: {} });
    expect((await requestToken(provider.url, email, 'Renewed!2024')).status).toBe(200);
    expect((await requestToken(provider.url, email, 'Start!2024')).status).toBe(400);
  });
});
