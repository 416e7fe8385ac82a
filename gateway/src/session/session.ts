import type { Role } from '../generated/types/graphql';

/**
 * The session: who is signed in and the provider token that acts for them. It lives
 * server-side (store.ts, manager.ts); the client holds only a signed random id (token.ts), in
 * an httpOnly cookie or as a bearer token, so page scripts never see the provider token.
 * @mapper Me
 */
export interface Session {
  userName: string;
  displayName: string | null;
  roles: Role[];
  /** Role names as the provider gave them, including ones the gateway has no enum for. */
  roleNames: string[];
  providerToken: string;
}

export const SESSION_COOKIE = 'bo_session';

const ROLE_BY_NAME: Record<string, Role> = {
  administrator: 'ADMINISTRATOR',
  orderverwerker: 'ORDERVERWERKER',
  boekhouding: 'BOEKHOUDING',
};

/** Provider role names (`"Administrator,Orderverwerker"` or a list) → the Role enum. */
export function parseRoles(value: unknown): { roles: Role[]; roleNames: string[] } {
  const names = (Array.isArray(value) ? value : String(value ?? '').split(',')).map((n) => String(n).trim()).filter(Boolean);
  const roles = names.map((n) => ROLE_BY_NAME[n.toLowerCase()]).filter((r): r is Role => Boolean(r));
  return { roles: [...new Set(roles)], roleNames: names };
}

export function roleOf(name: string): Role | null {
  return ROLE_BY_NAME[name.trim().toLowerCase()] ?? null;
}

export function isAdministrator(session: Session | null): boolean {
  return Boolean(session?.roles.includes('ADMINISTRATOR'));
}

export function capabilitiesOf(session: Session) {
  const admin = isAdministrator(session);
  return {
    manageUsers: !session.roles.includes('ORDERVERWERKER') || admin,
    managePeriodDates: admin,
    approvePrices: admin,
    deleteOrders: admin,
    // sending to the accounting package and completing orders (schema/invoicing.graphql)
    sendToAccounting: admin || session.roles.includes('BOEKHOUDING'),
  };
}

/** The session token from a bearer header or, for the web client, the cookie. */
export function tokenFromRequest(headers: { authorization?: string; cookie?: string }): string | null {
  const auth = headers.authorization;
  if (auth && /^bearer /i.test(auth)) return auth.slice(7).trim();
  const cookie = headers.cookie;
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}
