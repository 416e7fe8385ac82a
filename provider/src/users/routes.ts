/**
 * Users, roles and password changes: ASP.NET Web API + Identity shapes
 * (`/api/users…`, `/api/Roles`, `/api/Account/ChangePassword`).
 */
import { randomUUID } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { bearerAuth } from '../auth/bearer';
import { revokeTokens } from '../auth/tokens';
import type { Db } from '../db';
import { addError, bodyObject, DENIED, hasErrors, INVALID_REQUEST, member, sendModelState, sendNotFound, type ModelState } from '../lib/http';
import { hashPassword, passwordPolicyErrors, PasswordMessages, verifyPassword } from '../lib/passwords';
import { emailTaken, findById, findByUserName, findRole, getUser, listRoles, listUsers } from './repository';

export const UserMessages = {
  notFound: 'User not found.',
  emailRequired: 'The Email field is required.',
  emailInvalid: 'The Email field is not a valid e-mail address.',
  passwordRequired: 'The Password field is required.',
  confirmMismatch: 'The password and confirmation password do not match.',
  roleRequired: 'The RoleName field is required.',
  idRequired: 'The Id field is required.',
  oldPasswordRequired: 'The Current password field is required.',
  newPasswordRequired: 'The New password field is required.',
  confirmNewRequired: 'The Confirm new password field is required.',
  phoneInvalid: 'The PhoneNumber field is not a valid phone number.',
  roleUnknown: (name: string) => `Role ${name} does not exist.`,
  nameTaken: (name: string) => `Name ${name} is already taken.`,
  emailTaken: (email: string) => `Email '${email}' is already taken.`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9][0-9 ()./-]{0,49}$/;

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Checks PhoneNumber (optional); answers undefined when absent, null when empty. */
function phoneOf(body: Record<string, unknown>, modelState: ModelState): string | null | undefined {
  const raw = member(body, 'PhoneNumber');
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return null;
  const phone = text(raw)?.trim();
  if (!phone || !PHONE.test(phone)) {
    addError(modelState, 'model.PhoneNumber', UserMessages.phoneInvalid);
    return undefined;
  }
  return phone;
}

function requestInvalid(res: Response): void {
  sendModelState(res, { model: [INVALID_REQUEST] });
}

export function usersRouter(db: Db): Router {
  const router = express.Router();

  router.get('/api/users/GetUsers', async (req: Request, res: Response) => {
    const exclude = String(req.query.excludeActiveUsers ?? 'false').toLowerCase();
    res.json(await listUsers(db, exclude === 'true' ? { active: false } : {}));
  });

  router.get('/api/Users/:id', async (req: Request, res: Response) => {
    const user = await getUser(db, String(req.params.id));
    if (!user) sendNotFound(res, UserMessages.notFound);
    else res.json(user);
  });

  router.post('/api/Users', async (req: Request, res: Response) => {
    const body = bodyObject(req);
    if (!body) return requestInvalid(res);
    const modelState: ModelState = {};
    const email = text(member(body, 'Email'))?.trim();
    if (!email) addError(modelState, 'model.Email', UserMessages.emailRequired);
    else if (!EMAIL.test(email)) addError(modelState, 'model.Email', UserMessages.emailInvalid);
    const password = text(member(body, 'password'));
    if (!password) addError(modelState, 'model.Password', UserMessages.passwordRequired);
    const confirm = text(member(body, 'confirmPassword'));
    if (password && password !== confirm) addError(modelState, 'model.ConfirmPassword', UserMessages.confirmMismatch);
    const roleName = text(member(body, 'RoleName'))?.trim();
    const role = roleName ? await findRole(db, roleName) : null;
    if (!roleName) addError(modelState, 'model.RoleName', UserMessages.roleRequired);
    else if (!role) addError(modelState, 'model.RoleName', UserMessages.roleUnknown(roleName));
    const phone = phoneOf(body, modelState);
    if (hasErrors(modelState)) return sendModelState(res, modelState);

    // As Identity does: the password policy first, then the uniqueness of the name.
    const policy = passwordPolicyErrors(password!);
    if (policy.length) return sendModelState(res, { '': policy });
    if (await emailTaken(db, email!)) {
      return sendModelState(res, { '': [UserMessages.nameTaken(email!), UserMessages.emailTaken(email!)] });
    }
    const id = randomUUID();
    const passwordHash = await hashPassword(password!);
    try {
      await db.transaction(async (tx) => {
        await tx.query(`insert into users (id, email, user_name, phone_number, password_hash) values ($1, $2, $2, $3, $4)`, [
          id,
          email,
          phone ?? null,
          passwordHash,
        ]);
        await tx.query('insert into user_roles (user_id, role_id) values ($1, $2)', [id, role!.Id]);
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        return sendModelState(res, { '': [UserMessages.nameTaken(email!), UserMessages.emailTaken(email!)] });
      }
      throw err;
    }
    res.json(await getUser(db, id));
  });

  router.post('/api/users/Update', async (req: Request, res: Response) => {
    const body = bodyObject(req);
    if (!body) return requestInvalid(res);
    const modelState: ModelState = {};
    const id = text(member(body, 'Id'))?.trim();
    if (!id) addError(modelState, 'model.Id', UserMessages.idRequired);
    const roleName = text(member(body, 'RoleName'))?.trim();
    const role = roleName ? await findRole(db, roleName) : null;
    if (!roleName) addError(modelState, 'model.RoleName', UserMessages.roleRequired);
    else if (!role) addError(modelState, 'model.RoleName', UserMessages.roleUnknown(roleName));
    const phone = phoneOf(body, modelState);
    if (hasErrors(modelState)) return sendModelState(res, modelState);
    const found = await db.transaction(async (tx) => {
      const { rowCount } = await tx.query(`update users set phone_number = case when $2::boolean then $3 else phone_number end where id = $1`, [
        id,
        phone !== undefined,
        phone ?? null,
      ]);
      if (!rowCount) return false;
      await tx.query('delete from user_roles where user_id = $1', [id]);
      await tx.query('insert into user_roles (user_id, role_id) values ($1, $2)', [id, role!.Id]);
      return true;
    });
    if (!found) return sendNotFound(res, UserMessages.notFound);
    res.json(await getUser(db, id!));
  });

  router.post('/api/users/Delete', async (req: Request, res: Response) => {
    const id = typeof req.query.id === 'string' ? req.query.id.trim() : '';
    if (!id) return sendModelState(res, { id: [UserMessages.idRequired] });
    const { rowCount } = await db.query('update users set is_active = false where id = $1', [id]);
    if (!rowCount) return sendNotFound(res, UserMessages.notFound);
    await revokeTokens(db, id);
    res.json({});
  });

  router.get('/api/Roles', async (_req: Request, res: Response) => {
    res.json(await listRoles(db));
  });

  return router;
}

/** `POST /api/Account/ChangePassword`: with a bearer token, or anonymously naming the user. */
export function accountRouter(db: Db, bodyParsers: RequestHandler[]): Router {
  const router = express.Router();
  router.post('/api/Account/ChangePassword', bearerAuth(db, { optional: true }), ...bodyParsers, async (req: Request, res: Response) => {
    const body = bodyObject(req);
    if (!body) return requestInvalid(res);
    const userName = text(member(body, 'username'))?.trim();
    // Without a bearer token the user is named in the body (the expired-password flow).
    if (!req.user && !userName) {
      res.status(401).json(DENIED);
      return;
    }
    const modelState: ModelState = {};
    const oldPassword = text(member(body, 'OldPassword'));
    const newPassword = text(member(body, 'NewPassword'));
    const confirm = text(member(body, 'ConfirmPassword'));
    if (!oldPassword) addError(modelState, 'model.OldPassword', UserMessages.oldPasswordRequired);
    if (!newPassword) addError(modelState, 'model.NewPassword', UserMessages.newPasswordRequired);
    if (newPassword && newPassword !== confirm) addError(modelState, 'model.ConfirmPassword', PasswordMessages.mismatch);
    if (hasErrors(modelState)) return sendModelState(res, modelState);

    const user = req.user ? await findById(db, req.user.id) : await findByUserName(db, userName!);
    if (!user || !user.isActive || !(await verifyPassword(oldPassword!, user.passwordHash))) {
      return sendModelState(res, { '': [PasswordMessages.incorrect] });
    }
    const policy = passwordPolicyErrors(newPassword!);
    if (policy.length) return sendModelState(res, { '': policy });
    await db.query('update users set password_hash = $2, password_expired = false where id = $1', [user.id, await hashPassword(newPassword!)]);
    res.json({});
  });

  return router;
}
