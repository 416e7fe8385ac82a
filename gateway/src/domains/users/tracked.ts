import { listUsers } from '../../provider/calls/users';
import type { UserRecord } from '../../provider/records';
import { trackedKind, type Tracked } from '../shared/tracked';

export const tracked: Tracked = {
  kinds: [
    trackedKind<UserRecord>({
      type: 'USER',
      graphType: 'User',
      fields: ['email', 'phoneNumber', 'active', 'roleIds'],
      owner: (u) => ({ type: 'USER', id: u.id }),
      read: async (ctx, id) => (await listUsers(ctx.provider)).find((u) => u.id === id) ?? null,
    }),
  ],
  mutations: {
    createUser: { kind: 'USER', action: 'CREATED', after: (p) => p.user },
    updateUser: { kind: 'USER', action: 'CHANGED', id: (i: { id: string }) => i.id, after: (p) => p.user },
    // a removal deactivates: the user stays, inactive
    deleteUser: { kind: 'USER', action: 'DELETED', id: (i: { id: string }) => i.id },
  },
};
