import { refusalErrors, type RefusalRule } from '../errors/errors';
import type { UserError } from '../generated/types/graphql';
import type { ProviderClient } from '../provider/client';
import type { Written } from '../provider/outcome';
import { create, type Create } from './created';

/**
 * A change to a part of a record (an order's line, transport, text line or document; an
 * invoice's line or manual line): the provider call, then the owner and the part as they are
 * now. Every such mutation reads the same way: refused → userErrors and nothing else; done →
 * forget what this request knew of the owner, read it (and the part) again.
 */
export interface PartChange<O, P, R extends { id: string } = { id: string }> {
  /** The provider call. */
  change: () => Promise<Written>;
  /** How the domain's refusals read (errors.ts). */
  rules: RefusalRule[];
  /** Forgets what this request knew of the owner, so that the payload shows it fresh. */
  forget: () => void;
  /** The owner as it is now. */
  owner: () => Promise<O | null>;
  /** The part's id for a change or a removal; without it the part is the one the provider created. */
  id?: string;
  /** The part as it is now, by its id. */
  part?: (id: string) => Promise<P | null>;
  /** An add whose answer may lack the new part's id: how to tell it from the others (created.ts). */
  added?: { provider: ProviderClient } & Omit<Create<R>, 'write'>;
}

export interface PartChanged<O, P> {
  /** The part's id (the new one after an add), or null. */
  id: string | null;
  part: P | null;
  owner: O | null;
  userErrors: UserError[];
}

export async function changePart<O, P = never, R extends { id: string } = { id: string }>(c: PartChange<O, P, R>): Promise<PartChanged<O, P>> {
  const { added } = c;
  const result = added ? await create(added.provider, { ...added, write: c.change }) : await c.change();
  if (!result.ok) return { id: null, part: null, owner: null, userErrors: refusalErrors(result.refusal, c.rules) };
  c.forget();
  // an add the provider did not name and the lists could not tell: saved, the owner shows it, no part
  const id = c.id ?? ('id' in result ? result.id : result.newId);
  const part = id !== null && c.part ? await c.part(id) : null;
  return { id, part, owner: await c.owner(), userErrors: [] };
}
