import { capabilitiesOf, parseRoles, SessionCodec, tokenFromRequest, type Session } from './session';

const session: Session = { userName: 'admin@backoffice.test', displayName: 'Admin', roles: ['ADMINISTRATOR'], roleNames: ['Administrator'], providerToken: 'provider-secret-token' };

describe('session token', () => {
  const codec = new SessionCodec('a-test-secret-of-enough-length');

  it('round-trips a session and hides the provider token', async () => {
    const token = await codec.encode(session);
    expect(token).not.toContain('provider-secret-token');
    expect(Buffer.from(token.split('.')[0], 'base64url').toString()).toContain('A256GCM');
    await expect(codec.decode(token)).resolves.toEqual(session);
  });

  it('refuses a tampered token, a token of another secret, and no token', async () => {
    const token = await codec.encode(session);
    const parts = token.split('.');
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith('AA') ? 'BB' : 'AA');
    await expect(codec.decode(parts.join('.'))).resolves.toBeNull();
    await expect(new SessionCodec('another-secret-of-enough-length').decode(token)).resolves.toBeNull();
    await expect(codec.decode(undefined)).resolves.toBeNull();
    await expect(codec.decode('not.a.token')).resolves.toBeNull();
  });

  it('expires with the provider token when that ends sooner', async () => {
    const token = await codec.encode(session, 1);
    await new Promise((r) => setTimeout(r, 2100));
    await expect(codec.decode(token)).resolves.toBeNull();
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
    expect(capabilitiesOf({ ...session, roles: ['ORDERVERWERKER'] })).toEqual({ manageUsers: false, managePeriodDates: false, approvePrices: false, deleteOrders: false, sendToAccounting: false });
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
