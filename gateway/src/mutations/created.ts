import type { ProcedureKey } from '../provider/procedures/catalogue';
import type { ProviderClient } from '../provider/client';
import type { Written } from '../provider/outcome';

/**
 * A create whose answer may lack the new record's id (spec 02 §7: copy answers Success only, other
 * creates' answers are not shown). Until the provider has answered NewId to this create once, the
 * list the record joins is read before and after it, around every cache; the new record is the one
 * record that is new and matches the fields sent. Two alike (a colleague's at the same moment) or
 * none: no record, never a guess; the change is saved all the same and the user refreshes.
 */
export interface Create<R extends { id: string }> {
  /** The create's procedure, whose answers the client learns. */
  key: ProcedureKey;
  /** The provider write. */
  write: () => Promise<Written>;
  /** The list the new record joins, read fresh (not through the list cache or this request's loaders). */
  list: () => Promise<readonly R[]>;
  /** Whether a record carries the fields the create sent. */
  matches: (record: R) => boolean;
}

/** Done: the new record's id, or null when the provider did not say and the lists could not tell. */
export type Created = { ok: true; id: string | null } | Extract<Written, { ok: false }>;

export async function create<R extends { id: string }>(provider: ProviderClient, c: Create<R>): Promise<Created> {
  // a whole list is read with a deadline of its own: its time is not taken from the write's
  const list = async () => {
    const started = Date.now();
    try {
      return await c.list();
    } finally {
      provider.waited(Date.now() - started);
    }
  };
  const learned = provider.answersNewId(c.key);
  const before = learned ? null : new Set((await list()).map((r) => r.id));
  const result = await c.write();
  if (!result.ok) return result;
  if (result.newId !== null) {
    provider.sawNewId(c.key);
    return { ok: true, id: result.newId };
  }
  if (!before) return { ok: true, id: null };
  const made = (await list()).filter((r) => !before.has(r.id) && c.matches(r));
  return { ok: true, id: made.length === 1 ? (made[0]?.id ?? null) : null };
}
