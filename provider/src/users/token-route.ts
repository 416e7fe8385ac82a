import express, { type Request, type Response, type Router } from 'express';
import { issueToken } from '../auth/tokens';
import type { Db } from '../db';
import { member } from '../lib/http';
import { verifyPassword } from '../lib/passwords';
import { findByUserName } from './repository';

export const LoginMessages = {
  incorrect: 'The user name or password is incorrect.',
  expired: 'Password policy expired, please reset. You will be redirected.',
} as const;

/** `POST /token`: the OAuth password grant, form encoded, as ASP.NET's OWIN server answers it. */
export function tokenRouter(db: Db): Router {
  const router = express.Router();
  router.post('/token', express.urlencoded({ extended: false, limit: '16kb' }), async (req: Request, res: Response) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const grantType = member(body, 'grant_type');
    if (grantType !== 'password') {
      res.status(400).json({ error: 'unsupported_grant_type' });
      return;
    }
    const userName = member(body, 'userName');
    const password = member(body, 'password');
    const refuse = (description: string) => res.status(400).json({ error: 'invalid_grant', error_description: description });
    if (typeof userName !== 'string' || typeof password !== 'string' || !userName || !password) {
      refuse(LoginMessages.incorrect);
      return;
    }
    const user = await findByUserName(db, userName.trim());
    if (!user || !user.isActive || !(await verifyPassword(password, user.passwordHash))) {
      refuse(LoginMessages.incorrect);
      return;
    }
    if (user.passwordExpired) {
      refuse(LoginMessages.expired);
      return;
    }
    const { token, expiresIn } = await issueToken(db, user.id);
    res.set('Cache-Control', 'no-store').json({
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      userName: user.userName,
      cuserName: user.userName,
      roles: user.roleNames.join(','),
    });
  });
  return router;
}
