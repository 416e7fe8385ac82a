import type { NextFunction, Request, Response } from 'express';
import type { Db } from '../db';
import { DENIED } from '../lib/http';
import { bearerToken, resolveToken, type AuthUser } from './tokens';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, set by the bearer-token middleware. */
    user?: AuthUser;
  }
}

/**
 * Sets req.user from a valid bearer token. With `optional`, a request without an
 * Authorization header passes anonymously; a header with an invalid token never passes.
 */
export function bearerAuth(db: Db, options: { optional?: boolean } = {}) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.headers.authorization;
    if (!header && options.optional) {
      next();
      return;
    }
    const token = bearerToken(header);
    const user = token ? await resolveToken(db, token) : null;
    if (!user) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json(DENIED);
      return;
    }
    req.user = user;
    next();
  };
}
