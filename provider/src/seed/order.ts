import type { Seeder } from './context';

/**
 * The seeders in the order they run: each after every domain it names in `after`; among those
 * free to run, the first in the given order (the generated index lists them by file name), so the
 * order, and with it the seeded data, is the same on every run. Refuses a domain seeded twice, an
 * `after` that names no seeder, and a cycle.
 */
export function orderSeeders(seeders: readonly Seeder[]): Seeder[] {
  const domains = new Set<string>();
  for (const seeder of seeders) {
    if (domains.has(seeder.domain)) throw new Error(`Two seeders for the domain '${seeder.domain}'`);
    domains.add(seeder.domain);
  }
  for (const seeder of seeders) {
    const unknown = (seeder.after ?? []).filter((domain) => !domains.has(domain));
    if (unknown.length > 0) throw new Error(`The seeder of '${seeder.domain}' runs after ${unknown.map((d) => `'${d}'`).join(', ')}, which no seeder seeds`);
  }
  const done = new Set<string>();
  const ordered: Seeder[] = [];
  const waiting = [...seeders];
  while (waiting.length > 0) {
    const seeder = waiting.find((candidate) => (candidate.after ?? []).every((domain) => done.has(domain)));
    if (!seeder) throw new Error(`The seeders wait for each other: ${waiting.map((s) => `${s.domain} after ${(s.after ?? []).join(', ')}`).join('; ')}`);
    waiting.splice(waiting.indexOf(seeder), 1);
    ordered.push(seeder);
    done.add(seeder.domain);
  }
  return ordered;
}
