import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './index';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export interface Migration {
  id: string;
  sql: string;
}

/** The numbered migrations (`001_init.sql`, …) in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d+_.*\.sql$/.test(name))
    .sort()
    .map((name) => ({ id: name.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies the migrations not applied yet, in one transaction. On PostgreSQL an advisory lock
 * keeps two providers starting at once from migrating together.
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('select pg_advisory_xact_lock(4100)');
    await tx.exec('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
    const { rows } = await tx.query<{ id: string }>('select id from schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      done.push(migration.id);
    }
    return done;
  });
}
