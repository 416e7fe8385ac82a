import type { ProviderClient } from '../client';
import { createUser } from './users';

const NEW = { email: 'New@Backoffice.test', password: 'x', confirmPassword: 'x', roleName: 'Order' };
const listed = { Id: 'u-9', UserName: 'new@backoffice.test', Email: 'new@backoffice.test', IsActive: true, Roles: [] };

const providerAnswering = (body: unknown, users: unknown[]) =>
  ({ postJson: async () => ({ ok: true, body }), getJson: async () => users }) as unknown as ProviderClient;

describe('adding a user whose answer the spec does not show', () => {
  it('reads the user from the answer when it is there', async () => {
    expect(await createUser(providerAnswering(listed, []), NEW)).toMatchObject({ ok: true, user: { id: 'u-9' } });
  });

  it('finds the user by e-mail in the list when the answer has none, or saves without one', async () => {
    expect(await createUser(providerAnswering({}, [{ ...listed, Id: 'u-1', Email: 'other@backoffice.test' }, listed]), NEW)).toMatchObject({
      ok: true,
      user: { id: 'u-9' },
    });
    expect(await createUser(providerAnswering(null, []), NEW)).toEqual({ ok: true, user: null });
  });
});
