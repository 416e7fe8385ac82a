import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The session token the client holds: `<id>.<signature>`. The id is 32 random bytes; the
 * signature (HMAC-SHA256 with the session key) lets the gateway refuse a forged or damaged token
 * before it asks the store. The token carries nothing else: the session itself lives in the store,
 * so ending it there ends it everywhere at once.
 */
export function newSessionToken(key: string): { token: string; id: string } {
  const id = randomBytes(32).toString('base64url');
  return { token: `${id}.${signature(id, key)}`, id };
}

/** The session id of a well-signed token, or null. */
export function verifySessionToken(token: string | null | undefined, key: string): string | null {
  if (!token || token.length > 200) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(signature(id, key), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The store knows a session by the digest of its id: a copy of the store opens no session. */
export function storeKeyOf(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

function signature(id: string, key: string): string {
  return createHmac('sha256', key).update(id).digest('base64url');
}
