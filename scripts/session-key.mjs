// The session key of `npm start` (see ensureSessionKey); a module of its own so a test can call it.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The gateway's session key. Outside production, a fresh machine gets a random one, created
 * once in .data/session.key (mode 0600) and reused on every start. In production the gateway
 * itself refuses to start without SESSION_SECRET or SESSION_KEY_FILE: nothing is made up here.
 */
export function ensureSessionKey(env, file) {
  if (env.SESSION_SECRET || env.SESSION_KEY_FILE || env.NODE_ENV === 'production') return {};
  if (!existsSync(file) || readFileSync(file, 'utf8').trim().length < 32) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
    console.log(`[start] created a session key in ${file}`);
  }
  chmodSync(file, 0o600);
  return { SESSION_KEY_FILE: file };
}
