import { createSeedContext } from './context';
import { generatePeriodDates } from './periodDates';
import { createRandom, mulberry32 } from './random';
import { DEMO_USERS, generateUsers } from './users';

const options = { seed: 7, size: 'small' as const, today: '2025-06-15' };

describe('random', () => {
  it('mulberry32 is deterministic and spreads over [0, 1)', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it('makes version-4-shaped GUIDs', () => {
    expect(createRandom(3).uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('seed data', () => {
  it('is the same for the same seed', async () => {
    const first = await generateUsers(createSeedContext(options));
    const second = await generateUsers(createSeedContext(options));
    expect(second).toEqual(first);
    expect(generatePeriodDates(createSeedContext(options))).toEqual(generatePeriodDates(createSeedContext(options)));
  });

  it('differs for another seed', async () => {
    const first = await generateUsers(createSeedContext(options));
    const other = await generateUsers(createSeedContext({ ...options, seed: 8 }));
    expect(other.users.map((u) => u.id)).not.toEqual(first.users.map((u) => u.id));
    expect(generatePeriodDates(createSeedContext({ ...options, seed: 8 }))).not.toEqual(generatePeriodDates(createSeedContext(options)));
  });

  it('holds the roles, the demo users (one expired) and staff with one inactive', async () => {
    const { roles, users } = await generateUsers(createSeedContext(options));
    expect(roles.map((r) => r.name)).toEqual(['Administrator', 'Orderverwerker', 'Boekhouding']);
    expect(users.slice(0, 4).map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email));
    expect(users.filter((u) => u.passwordExpired).map((u) => u.email)).toEqual(['expired@backoffice.test']);
    expect(users).toHaveLength(4 + 3);
    expect(users.filter((u) => !u.isActive)).toHaveLength(1);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
    for (const user of users.slice(4)) expect(user.email).toMatch(/^[a-z]+\.[a-z]+@backoffice\.test$/);
  });

  it('grows with the size', async () => {
    const demo = await generateUsers(createSeedContext({ ...options, size: 'demo' }));
    const large = await generateUsers(createSeedContext({ ...options, size: 'large' }));
    expect(demo.users.length).toBeGreaterThan(7);
    expect(large.users.length).toBeGreaterThan(demo.users.length);
  });

  it('has a period date for every month of the last two years, closing on a working day of the next month', () => {
    const rows = generatePeriodDates(createSeedContext(options));
    expect(rows).toHaveLength(24);
    expect(rows[0]).toMatchObject({ year: 2024, month: 1 });
    expect(rows[23]).toMatchObject({ year: 2025, month: 12 });
    for (const row of rows) {
      const day = new Date(`${row.newDate}T00:00:00Z`);
      expect(day.getUTCMonth()).toBe(row.month % 12);
      expect([0, 6]).not.toContain(day.getUTCDay());
    }
  });
});
