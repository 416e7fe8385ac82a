import type { Queryable } from '../db';

/** A user as the provider answers it (ASP.NET Identity's shape). */
export interface User {
  Id: string;
  UserName: string;
  Email: string;
  PhoneNumber: string | null;
  IsActive: boolean;
  Roles: { RoleId: string; UserId: string }[];
}

export interface Role {
  Id: string;
  Name: string;
}

export interface UserRecord {
  id: string;
  email: string;
  userName: string;
  phoneNumber: string | null;
  passwordHash: string;
  isActive: boolean;
  passwordExpired: boolean;
  roleNames: string[];
}

interface UserRow {
  id: string;
  email: string;
  user_name: string;
  phone_number: string | null;
  password_hash: string;
  is_active: boolean;
  password_expired: boolean;
}

async function rolesOf(db: Queryable, userIds: string[]): Promise<Map<string, { roleId: string; name: string }[]>> {
  const byUser = new Map<string, { roleId: string; name: string }[]>();
  if (!userIds.length) return byUser;
  const { rows } = await db.query<{ user_id: string; role_id: string; name: string }>(
    `select ur.user_id, ur.role_id, r.name from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = any($1::text[]) order by r.name`,
    [userIds],
  );
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ roleId: row.role_id, name: row.name });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

function toUser(row: UserRow, roles: { roleId: string }[]): User {
  return {
    Id: row.id,
    UserName: row.user_name,
    Email: row.email,
    PhoneNumber: row.phone_number,
    IsActive: row.is_active,
    Roles: roles.map((role) => ({ RoleId: role.roleId, UserId: row.id })),
  };
}

const USER_COLUMNS = 'id, email, user_name, phone_number, password_hash, is_active, password_expired';

/** All users (inactive included), or only the active or only the inactive ones, by user name. */
export async function listUsers(db: Queryable, filter: { active?: boolean } = {}): Promise<User[]> {
  const where = filter.active === undefined ? '' : `where is_active = ${filter.active ? 'true' : 'false'}`;
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users ${where} order by user_name`);
  const roles = await rolesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUser(row, roles.get(row.id) ?? []));
}

export async function getUser(db: Queryable, id: string): Promise<User | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  const [row] = rows;
  if (!row) return null;
  const roles = await rolesOf(db, [id]);
  return toUser(row, roles.get(id) ?? []);
}

/** The user with this user name (case-insensitive), with password hash and role names. */
export async function findByUserName(db: Queryable, userName: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users where lower(user_name) = lower($1) or lower(email) = lower($1)
      order by (lower(user_name) = lower($1)) desc limit 1`,
    [userName],
  );
  const [row] = rows;
  return row ? recordOf(db, row) : null;
}

export async function findById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  const [row] = rows;
  return row ? recordOf(db, row) : null;
}

async function recordOf(db: Queryable, row: UserRow): Promise<UserRecord> {
  const roles = await rolesOf(db, [row.id]);
  return {
    id: row.id,
    email: row.email,
    userName: row.user_name,
    phoneNumber: row.phone_number,
    passwordHash: row.password_hash,
    isActive: row.is_active,
    passwordExpired: row.password_expired,
    roleNames: (roles.get(row.id) ?? []).map((role) => role.name),
  };
}

export async function listRoles(db: Queryable): Promise<Role[]> {
  const { rows } = await db.query<{ id: string; name: string }>('select id, name from roles order by name');
  return rows.map((row) => ({ Id: row.id, Name: row.name }));
}

/** The role with this name (case-insensitive), or null. */
export async function findRole(db: Queryable, name: string): Promise<Role | null> {
  const { rows } = await db.query<{ id: string; name: string }>('select id, name from roles where lower(name) = lower($1)', [name]);
  const [row] = rows;
  return row ? { Id: row.id, Name: row.name } : null;
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where lower(email) = lower($1) or lower(user_name) = lower($1)', [email]);
  return rows.length > 0;
}
