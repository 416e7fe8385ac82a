import type { OperationDefinitionNode } from 'graphql';

/** Mutations that open, end or re-key a session: they change no list a user reads. */
const SESSION_ONLY = new Set(['login', 'logout', 'changePassword', '__typename']);

/**
 * Whether an operation may change the provider's data, and so drops the cached lists: every
 * mutation but one that only touches sessions (a sign-in must not make everyone read their lists anew).
 */
export function changesData(operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation !== 'mutation') return false;
  return operation.selectionSet.selections.some((s) => s.kind !== 'Field' || !SESSION_ONLY.has(s.name.value));
}
