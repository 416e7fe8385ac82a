import { refusalErrors, type RefusalRule } from '../errors';
import type { UserError } from '../generated/graphql';
import { createdId, type Written } from '../provider/outcome';

/**
 * A change to a part of a record (an order's line, transport, text line or document; an
 * invoice's line or manual line): the provider call, then the owner and the part as they are
 * now. Every such mutation reads the same way: refused → userErrors and nothing else; done →
 * forget what this request knew of the owner, read it (and the part) again.
 */
export interface PartChange<O, P> {
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
}

export interface PartChanged<O, P> {
  /** The part's id (the new one after an add), or null. */
  id: string | null;
  part: P | null;
  owner: O | null;
  userErrors: UserError[];
}

export async function changePart<O, P = never>(c: PartChange<O, P>): Promise<PartChanged<O, P>> {
  const result = await c.change();
  if (!result.ok) return { id: null, part: null, owner: null, userErrors: refusalErrors(result.refusal, c.rules) };
  c.forget();
  // a part asked for by the id the provider created must have one (createdId says so otherwise)
  const id = c.id ?? (c.part ? createdId(result) : result.newId);
  const part = id !== null && c.part ? await c.part(id) : null;
  return { id, part, owner: await c.owner(), userErrors: [] };
}
