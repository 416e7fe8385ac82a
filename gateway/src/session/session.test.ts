import { capabilitiesOf, parseRoles, tokenFromRequest, type Session } from './session';
import { newSessionToken, storeKeyOf, verifySessionToken } from './token';

const session: Session = {
  userName: 'admin@backoffice.test',
  displayName: 'Admin',
  roles: ['ADMINISTRATOR'],
  roleNames: ['Administrator'],
  providerToken: 'provider-secret-token',
};

describe('session token', () => {
  const key = 'a-test-key-of-at-least-thirty-two-bytes';

  it('is a random id with its signature, and nothing else', () => {
    const a = newSessionToken(key);
    const b = newSessionToken(key);
    expect(a.token).not.toEqual(b.token);
    expect(a.token.startsWith(`${a.id}.`)).toBe(true);
    expect(Buffer.from(a.id, 'base64url')).toHaveLength(32);
    expect(verifySessionToken(a.token, key)).toBe(a.id);
  });

  it('refuses a tampered token, a token of another key, and no token', () => {
    const { token, id } = newSessionToken(key);
    const last = token.slice(-1);
    expect(verifySessionToken(token.slice(0, -1) + (last === 'A' ? 'B' : 'A'), key)).toBeNull();
    expect(verifySessionToken(`${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}${token.slice(id.length)}`, key)).toBeNull();
    expect(verifySessionToken(token, 'another-key-of-at-least-thirty-two-bytes')).toBeNull();
    expect(verifySessionToken(undefined, key)).toBeNull();
    expect(verifySessionToken(id, key)).toBeNull();
    expect(verifySessionToken('not.a.token', key)).toBeNull();
  });

  it('is known to the store by a digest only', () => {
    const { id } = newSessionToken(key);
    expect(storeKeyOf(id)).not.toContain(id);
    expect(storeKeyOf(id)).toBe(storeKeyOf(id));
  });
});

describe('roles and capabilities', () => {
  it('parses the provider role string', () => {
    expect(parseRoles('Administrator, Orderverwerker')).toEqual({ roles: ['ADMINISTRATOR', 'ORDERVERWERKER'], roleNames: ['Administrator', 'Orderverwerker'] });
    expect(parseRoles(['Boekhouding', 'Magazijn'])).toEqual({ roles: ['BOEKHOUDING'], roleNames: ['Boekhouding', 'Magazijn'] });
    expect(parseRoles(undefined)).toEqual({ roles: [], roleNames: [] });
  });

  it('derives what the UI may offer', () => {
    expect(capabilitiesOf(session)).toEqual({ manageUsers: true, managePeriodDates: true, approvePrices: true, deleteOrders: true, sendToAccounting: true });
    expect(capabilitiesOf({ ...session, roles: ['ORDERVERWERKER'] })).toEqual({
      manageUsers: false,
      managePeriodDates: false,
      approvePrices: false,
      deleteOrders: false,
      sendToAccounting: false,
    });
    expect(capabilitiesOf({ ...session, roles: ['BOEKHOUDING'] }).manageUsers).toBe(true);
    expect(capabilitiesOf({ ...session, roles: ['BOEKHOUDING'] }).sendToAccounting).toBe(true);
  });
});

describe('tokenFromRequest', () => {
  it('prefers the bearer header, then the cookie', () => {
    expect(tokenFromRequest({ authorization: 'Bearer abc' })).toBe('abc');
    expect(tokenFromRequest({ cookie: 'x=1; bo_session=def%3D; y=2' })).toBe('def=');
    expect(tokenFromRequest({ authorization: 'Bearer abc', cookie: 'bo_session=def' })).toBe('abc');
    expect(tokenFromRequest({ cookie: 'other=1' })).toBeNull();
    expect(tokenFromRequest({})).toBeNull();
  });
});
