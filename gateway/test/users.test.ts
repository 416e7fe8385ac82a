import { ADMIN, codes, FINANCE, ORDER, startStack, type Stack, STACK_START_MS } from './harness';

let stack: Stack;
let admin: string;
let order: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  order = await stack.login(ORDER);
}, STACK_START_MS);
afterAll(() => stack?.close());

const USERS = '{ users { id userName email phoneNumber active roles { name role } } }';
const CREATE =
  'mutation($i: CreateUserInput!) { createUser(input: $i) { user { id email phoneNumber roles { name } } userErrors { field code message facts { name value } } } }';
const UPDATE = 'mutation($i: UpdateUserInput!) { updateUser(input: $i) { user { id phoneNumber roles { name } } userErrors { field code message } } }';
const DELETE = 'mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedId userErrors { code message } } }';

describe('users', () => {
  it('lists active users with role names, in two provider calls started together', async () => {
    stack.calls.length = 0;
    const r = await stack.gql(USERS, {}, { token: admin });
    expect(r.errors).toBeUndefined();
    const emails = r.data.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN.email, ORDER.email]));
    expect(r.data.users.every((u: { active: boolean }) => u.active)).toBe(true);
    expect(r.data.users.find((u: { email: string }) => u.email === ADMIN.email).roles).toEqual([{ name: 'Administrator', role: 'ADMINISTRATOR' }]);
    expect(stack.calls.map((c) => c.path).sort()).toEqual(['/api/Roles', '/api/users/GetUsers']);
    const all = await stack.gql('{ users(includeInactive: true) { active } }', {}, { token: admin });
    expect(all.data.users.length).toBeGreaterThan(r.data.users.length);
  });

  it('creates, refuses a duplicate and weak passwords on their fields, updates and deletes a user', async () => {
    const input = {
      email: 'new.colleague@backoffice.test',
      phoneNumber: '+32 3 555 01 02',
      password: 'Welkom!2026',
      confirmPassword: 'Welkom!2026',
      roleName: 'Orderverwerker',
    };
    const created = await stack.gql(CREATE, { i: input }, { token: admin });
    expect(created.data.createUser.userErrors).toEqual([]);
    const id = created.data.createUser.user.id;
    expect(created.data.createUser.user).toMatchObject({ email: input.email, roles: [{ name: 'Orderverwerker' }] });

    const dup = await stack.gql(CREATE, { i: input }, { token: admin });
    expect(dup.data.createUser.user).toBeNull();
    // the provider's known words as a code with its facts: the client says which e-mail in the user's language
    expect(dup.data.createUser.userErrors[0]).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email', facts: [{ name: 'email', value: input.email }] });

    const mismatch = await stack.gql(
      CREATE,
      { i: { ...input, email: 'weak@backoffice.test', password: 'Welkom!2026', confirmPassword: 'Welkom!2027' } },
      { token: admin },
    );
    expect(mismatch.data.createUser.userErrors).toEqual([expect.objectContaining({ field: 'confirmPassword', code: 'PASSWORD_MISMATCH' })]);
    const weak = await stack.gql(CREATE, { i: { ...input, email: 'weak@backoffice.test', password: 'abc', confirmPassword: 'abc' } }, { token: admin });
    expect(weak.data.createUser.userErrors.length).toBeGreaterThan(0);
    for (const e of weak.data.createUser.userErrors) expect(e).toMatchObject({ field: 'password', code: 'PASSWORD_POLICY' });
    // which password rule as a fact (and its limit), for the client's own words
    expect(weak.data.createUser.userErrors[0].facts).toEqual([
      { name: 'rule', value: 'LENGTH' },
      { name: 'limit', value: expect.stringMatching(/^\d+$/) },
    ]);

    const letters = await stack.gql(UPDATE, { i: { id, phoneNumber: 'abc', roleName: 'Boekhouding' } }, { token: admin });
    expect(letters.data.updateUser.userErrors).toEqual([expect.objectContaining({ field: 'phoneNumber', code: 'INVALID_INPUT' })]);
    const updated = await stack.gql(UPDATE, { i: { id, phoneNumber: '+32 3 555 99 99', roleName: 'Boekhouding' } }, { token: admin });
    expect(updated.data.updateUser.userErrors).toEqual([]);
    expect(updated.data.updateUser.user).toMatchObject({ phoneNumber: '+32 3 555 99 99', roles: [{ name: 'Boekhouding' }] });

    const deleted = await stack.gql(DELETE, { id }, { token: admin });
    expect(deleted.data.deleteUser).toEqual({ deletedId: id, userErrors: [] });
    const after = await stack.gql(USERS, {}, { token: admin });
    expect(after.data.users.map((u: { id: string }) => u.id)).not.toContain(id);
    const login = await stack.gql('mutation { login(input: { email: "new.colleague@backoffice.test", password: "Welkom!2026" }) { userErrors { code } } }');
    expect(login.data.login.userErrors[0].code).toBe('INVALID_CREDENTIALS');
  });

  it('security: an Orderverwerker gets FORBIDDEN for users and their mutations, and nothing changes', async () => {
    const before = await stack.gql(USERS, {}, { token: admin });
    const victim = before.data.users.find((u: { email: string }) => u.email === FINANCE.email);
    const attempts = [
      stack.gql(USERS, {}, { token: order }),
      stack.gql('query($id: ID!) { user(id: $id) { email } }', { id: victim.id }, { token: order }),
      stack.gql(
        CREATE,
        { i: { email: 'intruder@backoffice.test', phoneNumber: '1', password: 'Intrude!2026', confirmPassword: 'Intrude!2026', roleName: 'Administrator' } },
        { token: order },
      ),
      stack.gql(UPDATE, { i: { id: victim.id, phoneNumber: '000', roleName: 'Administrator' } }, { token: order }),
      stack.gql(DELETE, { id: victim.id }, { token: order }),
    ];
    for (const r of await Promise.all(attempts)) expect(codes(r)).toEqual(['FORBIDDEN']);
    const after = await stack.gql(USERS, {}, { token: admin });
    expect(after.data.users).toEqual(before.data.users);
  });

  it('lists roles for any signed-in user', async () => {
    const r = await stack.gql('{ roles { name role } }', {}, { token: order });
    expect(r.data.roles.map((x: { name: string }) => x.name).sort()).toEqual(['Administrator', 'Boekhouding', 'Orderverwerker']);
  });

  describe('who may give the Administrator role', () => {
    let finance: string;
    const snapshot = async () =>
      (
        await stack.db.query(
          'select u.email, u.phone_number, u.is_active, r.name as role from users u left join user_roles ur on ur.user_id = u.id left join roles r on r.id = ur.role_id order by u.email, r.name',
        )
      ).rows;
    const idOf = async (email: string) =>
      (await stack.gql(USERS, {}, { token: admin })).data.users.find((u: { email: string }) => u.email === email).id as string;
    const refused = async (attempt: Promise<{ errors?: { extensions?: { code?: string } }[] }>) => {
      const before = await snapshot();
      expect(codes((await attempt) as never)).toEqual(['FORBIDDEN']);
      expect(await snapshot()).toEqual(before);
    };
    const newUser = { phoneNumber: '+32 3 555 11 22', password: 'Welkom!2026', confirmPassword: 'Welkom!2026' };

    beforeAll(async () => {
      finance = await stack.login(FINANCE);
    });

    it('refuses a Boekhouding user who makes itself or anyone Administrator, demotes an Administrator or changes its own role; nothing changes', async () => {
      const self = await idOf(FINANCE.email);
      const adminId = await idOf(ADMIN.email);
      const orderId = await idOf(ORDER.email);
      await refused(stack.gql(UPDATE, { i: { id: self, phoneNumber: '1', roleName: 'Administrator' } }, { token: finance }));
      await refused(stack.gql(UPDATE, { i: { id: self, phoneNumber: '1', roleName: 'administrator ' } }, { token: finance }));
      await refused(stack.gql(UPDATE, { i: { id: self, phoneNumber: '1', roleName: 'Orderverwerker' } }, { token: finance }));
      await refused(stack.gql(UPDATE, { i: { id: orderId, phoneNumber: '1', roleName: 'Administrator' } }, { token: finance }));
      await refused(stack.gql(UPDATE, { i: { id: adminId, phoneNumber: '1', roleName: 'Boekhouding' } }, { token: finance }));
      await refused(stack.gql(DELETE, { id: adminId }, { token: finance }));
      await refused(stack.gql(CREATE, { i: { ...newUser, email: 'second.admin@backoffice.test', roleName: 'Administrator' } }, { token: finance }));
      // What a Boekhouding user may do: its own phone number (same role), others' non-administrator roles.
      const phone = await stack.gql(UPDATE, { i: { id: self, phoneNumber: '+32 3 555 44 44', roleName: 'Boekhouding' } }, { token: finance });
      expect(phone.data.updateUser.userErrors).toEqual([]);
      const colleague = await stack.gql(CREATE, { i: { ...newUser, email: 'colleague@backoffice.test', roleName: 'Orderverwerker' } }, { token: finance });
      expect(colleague.data.createUser.userErrors).toEqual([]);
      const moved = await stack.gql(UPDATE, { i: { id: colleague.data.createUser.user.id, phoneNumber: '1', roleName: 'Boekhouding' } }, { token: finance });
      expect(moved.data.updateUser.user.roles).toEqual([{ name: 'Boekhouding' }]);
    });

    it('lets an Administrator grant and take away the Administrator role, but not change its own', async () => {
      const created = await stack.gql(CREATE, { i: { ...newUser, email: 'deputy@backoffice.test', roleName: 'Administrator' } }, { token: admin });
      expect(created.data.createUser.user.roles).toEqual([{ name: 'Administrator' }]);
      const id = created.data.createUser.user.id;
      const demoted = await stack.gql(UPDATE, { i: { id, phoneNumber: '1', roleName: 'Boekhouding' } }, { token: admin });
      expect(demoted.data.updateUser.user.roles).toEqual([{ name: 'Boekhouding' }]);
      const promoted = await stack.gql(UPDATE, { i: { id, phoneNumber: '1', roleName: 'Administrator' } }, { token: admin });
      expect(promoted.data.updateUser.user.roles).toEqual([{ name: 'Administrator' }]);
      await refused(stack.gql(UPDATE, { i: { id: await idOf(ADMIN.email), phoneNumber: '1', roleName: 'Boekhouding' } }, { token: admin }));
      const unknown = await stack.gql(UPDATE, { i: { id: 'no-such-user', phoneNumber: '1', roleName: 'Boekhouding' } }, { token: admin });
      expect(unknown.data.updateUser.userErrors[0].code).toBe('NOT_FOUND');
    });
  });
});
