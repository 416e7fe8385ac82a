import type { GatewayContext } from '../../context/context';
import type { UserError } from '../../generated/types/graphql';

/** The check of the record a running tracked mutation changes (domains/history/track.ts opens it). */
export type VersionCheck = () => Promise<UserError | null>;

// one per request: mutations run one after another, each opens its check and closes it when done
const open = new WeakMap<GatewayContext, VersionCheck>();

/** Opens the running mutation's check, for its versionGate step; the closer ends it. */
export function openVersionGate(ctx: GatewayContext, check: VersionCheck): () => void {
  open.set(ctx, check);
  return () => {
    if (open.get(ctx) === check) open.delete(ctx);
  };
}

/**
 * A tracked mutation's step just before its first write (after its own checks: input it refuses
 * costs no read): the record read as the provider has it now and its version compared with the
 * one the user saw. The refusal (CHANGED_BY_SOMEONE_ELSE on `expectedVersion`, with the conflict)
 * goes in the mutation's userErrors; null: write. Without a tracked record to check, null.
 */
export function versionGate(ctx: GatewayContext): Promise<UserError | null> {
  return open.get(ctx)?.() ?? Promise.resolve(null);
}
