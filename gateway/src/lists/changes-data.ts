import type { OperationDefinitionNode } from 'graphql';

/** Mutations that open, end or re-key a session: they change no list a user reads. */
const SESSION_ONLY = new Set(['login', 'logout', 'changePassword', 'endOtherSessions', '__typename']);

/**
 * Whether an operation may change the provider's data (its look-ups are then not prefetched): every
 * mutation but one that only touches sessions. The cached lists are dropped by the writes a change
 * actually sends (provider/list-generations.ts), so a sign-in drops none.
 */
export function changesData(operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation !== 'mutation') return false;
  return operation.selectionSet.selections.some((s) => s.kind !== 'Field' || !SESSION_ONLY.has(s.name.value));
}
