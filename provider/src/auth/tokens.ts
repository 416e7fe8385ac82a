import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db';

/** A bearer token lives 24 hours. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export interface AuthUser {
  id: string;
  userName: string;
  roles: string[];
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a random opaque token for a user; only its digest is stored. */
export async function issueToken(db: Queryable, userId: string): Promise<{ token: string; expiresIn: number }> {
  const token = randomBytes(32).toString('base64url');
  await db.query('delete from access_tokens where expires_at < now()');
  await db.query(`insert into access_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`, [
    digest(token),
    userId,
    TOKEN_LIFETIME_SECONDS,
  ]);
  return { token, expiresIn: TOKEN_LIFETIME_SECONDS };
}

/** The active user a token belongs to, or null when the token is unknown, expired or the user inactive. */
export async function resolveToken(db: Queryable, token: string): Promise<AuthUser | null> {
  const { rows } = await db.query<{ id: string; user_name: string; roles: string | null }>(
    `select u.id, u.user_name,
            (select string_agg(r.name, ',' order by r.name)
               from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
       from access_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.expires_at > now() and u.is_active`,
    [digest(token)],
  );
  const [row] = rows;
  if (!row) return null;
  return { id: row.id, userName: row.user_name, roles: row.roles ? row.roles.split(',') : [] };
}

export async function revokeTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from access_tokens where user_id = $1', [userId]);
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
