import { graphql } from 'graphql';
import { buildSchema } from '../server/schema';
import type { Role } from '../generated/graphql';
import type { Session } from './session';

const { schema } = buildSchema();

function sessionWith(roles: Role[]): Session {
  return { userName: 'u@backoffice.test', displayName: null, roles, roleNames: roles, providerToken: 't' };
}

/** Runs an operation with a context whose provider must not be reached when access is refused. */
async function run(source: string, session: Session | null) {
  const reached: string[] = [];
  const trap = new Proxy(
    {},
    {
      get: (_t, prop) => {
        reached.push(String(prop));
        return () => Promise.resolve({ Success: true, Items: [] });
      },
    },
  );
  const contextValue = { session, provider: trap, loaders: { use: () => ({ all: async () => (reached.push('loader'), []), load: async () => null }) } };
  const result = await graphql({ schema, source, contextValue });
  return { codes: (result.errors ?? []).map((e) => e.extensions.code), reached, data: result.data };
}

describe('@auth directive', () => {
  it('asks for a session on ordinary root fields', async () => {
    expect((await run('{ roles { id } }', null)).codes).toEqual(['UNAUTHENTICATED']);
    expect((await run('{ roles { id } }', sessionWith(['ORDERVERWERKER']))).codes).toEqual([]);
  });

  it('lets PUBLIC fields through without a session', async () => {
    const r = await run('{ me { userName } version }', null);
    expect(r.codes).toEqual([]);
    expect(r.data).toEqual({ me: null, version: expect.any(String) });
  });

  it('forbids users and user mutations to Orderverwerker before any provider call', async () => {
    const session = sessionWith(['ORDERVERWERKER']);
    for (const op of [
      '{ users { id } }',
      '{ user(id: "1") { id } }',
      'mutation { deleteUser(input: { id: "1" }) { deletedId } }',
      'mutation { updateUser(input: {id: "1", phoneNumber: "1", roleName: "Administrator"}) { user { id } } }',
      'mutation { createUser(input: {email: "a@b.be", phoneNumber: "1", password: "x", confirmPassword: "x", roleName: "Administrator"}) { user { id } } }',
    ]) {
      const r = await run(op, session);
      expect(r.codes).toEqual(['FORBIDDEN']);
      expect(r.reached).toEqual([]);
    }
  });

  it('keeps period dates for administrators', async () => {
    for (const roles of [['ORDERVERWERKER'], ['BOEKHOUDING']] as Role[][]) {
      expect((await run('{ periodDates { id } }', sessionWith(roles))).codes).toEqual(['FORBIDDEN']);
      const r = await run('mutation { deletePeriodDate(input: { id: "1" }) { deletedId } }', sessionWith(roles));
      expect(r.codes).toEqual(['FORBIDDEN']);
      expect(r.reached).toEqual([]);
    }
    expect((await run('{ periodDates { id } }', sessionWith(['ADMINISTRATOR']))).codes).toEqual([]);
  });

  it('lets other roles than Orderverwerker manage users', async () => {
    expect((await run('{ users { id } }', sessionWith(['BOEKHOUDING']))).codes).toEqual([]);
    expect((await run('{ users { id } }', sessionWith(['ADMINISTRATOR', 'ORDERVERWERKER']))).codes).toEqual([]);
  });
  it('lets Administrator and Boekhouding, not Orderverwerker, send to the accounting package and complete orders', async () => {
    for (const op of [
      'mutation { sendSalesInvoice(input: { salesOrderId: "1" }) { userErrors { code } } }',
      'mutation { completeSalesOrder(input: { salesOrderId: "1" }) { userErrors { code } } }',
      'mutation { sendAllSalesOrders { sentCount } }',
      'mutation { sendAllPurchaseOrders { sentCount } }',
    ]) {
      const r = await run(op, sessionWith(['ORDERVERWERKER']));
      expect([op, r.codes]).toEqual([op, ['FORBIDDEN']]);
      expect(r.reached).toEqual([]);
      for (const roles of [['ADMINISTRATOR'], ['BOEKHOUDING']] as Role[][]) expect((await run(op, sessionWith(roles))).codes).not.toContain('FORBIDDEN');
    }
  });
});
