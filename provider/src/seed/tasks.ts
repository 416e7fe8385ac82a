/**
 * Tasks of every type and status (spec 02 §2.10), some on a product, most for a user, as the
 * office would have them: price changes to look at, quality checks, invoicing questions.
 */
import type { Queryable } from '../db';
import type { SeedContext, Seeder } from './context';

const SUBJECTS: Record<1 | 2 | 3 | 4, [string, string][]> = {
  1: [
    ['Nieuwe aankoopprijs nakijken', 'De leverancier meldt een nieuwe prijs vanaf volgende maand; controleer en keur goed.'],
    ['Verkoopprijs aanpassen', 'Marge onder 5 %: verkoopprijs herberekenen.'],
  ],
  2: [
    ['Analyse afwijkend vochtgehalte', 'Vochtgehalte 15,8 % gemeten, contract zegt max. 14,5 %. Klant contacteren.'],
    ['Weegbon ontbreekt', 'Weegbon van de publieke weegbrug ontbreekt bij de levering.'],
  ],
  3: [
    ['Factuur klant corrigeren', 'Klant vraagt creditnota voor 1,2 ton verschil.'],
    ['Pro-forma versturen', 'Pro-forma factuur in het Engels naar de klant sturen vóór lading.'],
  ],
  4: [
    ['Contract verlengen', 'Jaarcontract loopt af eind volgende maand.'],
    ['Leveradres wijzigen', 'Klant heeft een nieuw silo-adres doorgegeven.'],
  ],
};

export async function seedTasks(db: Queryable, ctx: SeedContext): Promise<{ tasks: number }> {
  const random = ctx.random('tasks');
  const users = (await db.query<{ id: string }>('select id from users where is_active order by email')).rows.map((r) => r.id);
  const products = (await db.query<{ id: number }>('select id from products order by id limit 40')).rows.map((r) => r.id);
  let count = 0;
  for (const type of [1, 2, 3, 4] as const) {
    for (const status of [1, 2, 3]) {
      for (const [subject, description] of SUBJECTS[type]) {
        await db.query('insert into tasks (task_type, task_status, subject, description, product_id, user_id) values ($1, $2, $3, $4, $5, $6)', [
          type,
          status,
          subject,
          description,
          type <= 2 && products.length ? random.pick(products) : null,
          users.length && random.chance(0.85) ? random.pick(users) : null,
        ]);
        count++;
      }
    }
  }
  return { tasks: count };
}

/** After users, reference: tasks are for users, some on a product. */
export const seeder: Seeder = { domain: 'tasks', after: ['users', 'reference'], seed: seedTasks };
