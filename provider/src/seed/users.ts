import { hashPassword } from '../lib/passwords';
import type { Queryable } from '../db';
import type { SeedContext, Seeder } from './context';

export const ROLE_NAMES = ['Administrator', 'Orderverwerker', 'Boekhouding'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** The demo users of API.md: known e-mail addresses and passwords. */
export const DEMO_USERS = [
  { email: 'admin@backoffice.test', password: 'Admin!2024', role: 'Administrator', passwordExpired: false },
  { email: 'order@backoffice.test', password: 'Order!2024', role: 'Orderverwerker', passwordExpired: false },
  { email: 'finance@backoffice.test', password: 'Finance!2024', role: 'Boekhouding', passwordExpired: false },
  { email: 'expired@backoffice.test', password: 'Expired!2024', role: 'Orderverwerker', passwordExpired: true },
] as const satisfies readonly { email: string; password: string; role: RoleName; passwordExpired: boolean }[];

/** The password of the generated staff users. */
export const STAFF_PASSWORD = 'Welkom!2024';

/** Staff of the Antwerp office and the Rotterdam branch: first name, last name, country. */
const STAFF_NAMES: readonly [string, string, 'BE' | 'NL'][] = [
  ['Jan', 'Peeters', 'BE'],
  ['An', 'Janssens', 'BE'],
  ['Pieter', 'de Vries', 'NL'],
  ['Sanne', 'Bakker', 'NL'],
  ['Wim', 'Claes', 'BE'],
  ['Els', 'Maes', 'BE'],
  ['Koen', 'Willems', 'BE'],
  ['Lotte', 'Jacobs', 'BE'],
  ['Bram', 'Visser', 'NL'],
  ['Femke', 'Smit', 'NL'],
  ['Thomas', 'Wouters', 'BE'],
  ['Nathalie', 'Mertens', 'BE'],
  ['Dirk', 'van den Berg', 'NL'],
  ['Ilse', 'Goossens', 'BE'],
  ['Joris', 'Vermeulen', 'BE'],
  ['Marieke', 'Mulder', 'NL'],
  ['Stijn', 'Dubois', 'BE'],
  ['Evi', 'De Smet', 'BE'],
  ['Ruud', 'van Dijk', 'NL'],
  ['Hanne', 'Lambrechts', 'BE'],
  ['Bart', 'Hermans', 'BE'],
  ['Sofie', 'Van Damme', 'BE'],
  ['Gert', 'Jansen', 'NL'],
  ['Anouk', 'de Boer', 'NL'],
  ['Kristof', 'Aerts', 'BE'],
  ['Leen', 'Verstraete', 'BE'],
  ['Maarten', 'Meijer', 'NL'],
  ['Inge', 'Desmet', 'BE'],
  ['Tom', 'Michiels', 'BE'],
  ['Lies', 'Van Acker', 'BE'],
  ['Sven', 'de Graaf', 'NL'],
  ['Karolien', 'Segers', 'BE'],
  ['Niels', 'Hendriks', 'NL'],
  ['Veerle', 'Cools', 'BE'],
];

export interface SeedRole {
  id: string;
  name: RoleName;
}

export interface SeedUser {
  id: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string;
  isActive: boolean;
  passwordExpired: boolean;
  roleId: string;
}

export interface UsersData {
  roles: SeedRole[];
  users: SeedUser[];
}

function emailOf(first: string, last: string): string {
  const local = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z.]/g, '');
  return `${local}@backoffice.test`;
}

function phoneNumber(random: ReturnType<SeedContext['random']>, dutch: boolean): string {
  const d = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  if (dutch) return random.chance(0.5) ? `+31 10 ${d(3)} ${d(4)}` : `+31 6 ${d(4)} ${d(4)}`;
  return random.chance(0.5) ? `+32 3 ${d(3)} ${d(2)} ${d(2)}` : `+32 47${random.int(0, 9)} ${d(2)} ${d(2)} ${d(2)}`;
}

/** Roles, the demo users and some staff (one of them inactive), deterministic from the seed. */
export async function generateUsers(ctx: SeedContext): Promise<UsersData> {
  const random = ctx.random('users');
  const roles: SeedRole[] = ROLE_NAMES.map((name) => ({ id: random.uuid(), name }));
  const roleId = (name: RoleName) => roles.find((role) => role.name === name)!.id;
  const pending: Promise<SeedUser>[] = [];
  for (const demo of DEMO_USERS) {
    const id = random.uuid();
    const phone = phoneNumber(random, false);
    const salt = random.bytes(16);
    pending.push(
      hashPassword(demo.password, salt).then((passwordHash) => ({
        id,
        email: demo.email,
        phoneNumber: phone,
        passwordHash,
        isActive: true,
        passwordExpired: demo.passwordExpired,
        roleId: roleId(demo.role),
      })),
    );
  }
  const staffCount = ctx.count({ small: 3, demo: 10, large: STAFF_NAMES.length, huge: STAFF_NAMES.length });
  const staff = random.shuffle(STAFF_NAMES).slice(0, staffCount);
  const staffSalt = random.bytes(16);
  // One hash for every staff user keeps seeding fast; their salts are the same, so are the hashes.
  const staffHash = hashPassword(STAFF_PASSWORD, staffSalt);
  staff.forEach(([first, last, country], index) => {
    const id = random.uuid();
    const phone = random.chance(0.9) ? phoneNumber(random, country === 'NL') : null;
    const role = random.pick(ROLE_NAMES);
    // The last staff member has left the company.
    const isActive = index !== staff.length - 1;
    pending.push(
      staffHash.then((passwordHash) => ({
        id,
        email: emailOf(first, last),
        phoneNumber: phone,
        passwordHash,
        isActive,
        passwordExpired: false,
        roleId: roleId(role),
      })),
    );
  });
  return { roles, users: await Promise.all(pending) };
}

export async function seedUsers(db: Queryable, ctx: SeedContext): Promise<UsersData> {
  const data = await generateUsers(ctx);
  for (const role of data.roles) {
    await db.query('insert into roles (id, name) values ($1, $2)', [role.id, role.name]);
  }
  for (const user of data.users) {
    await db.query(
      `insert into users (id, email, user_name, phone_number, password_hash, is_active, password_expired)
       values ($1, $2, $2, $3, $4, $5, $6)`,
      [user.id, user.email, user.phoneNumber, user.passwordHash, user.isActive, user.passwordExpired],
    );
    await db.query('insert into user_roles (user_id, role_id) values ($1, $2)', [user.id, user.roleId]);
  }
  return data;
}

export const seeder: Seeder = { domain: 'users', seed: seedUsers };
