/**
 * The contract's types by catalogue key, e.g. `provider.execute<Item<'tasks.get'>>('tasks.get', payload satisfies
 * Payload<'tasks.get'>)`: a key or field the contract lacks fails the build (extension fields: extensions.ts).
 */
import type { ProcedureKey } from './procedures/catalogue';
import type { operations } from './generated/contract';

/** Every catalogue key has its operation in the contract (operationId = catalogue key). */
type Uncontracted = Exclude<ProcedureKey, keyof operations>;
export const everyKeyContracted: [Uncontracted] extends [never] ? true : { uncontracted: Uncontracted } = true;

/** The contract's operation of a catalogue key. */
export type Operation<K extends ProcedureKey> = operations[K & keyof operations];

/** What a call sends: a POST's JSON body, a GET's query, or nothing. */
export type Payload<K extends ProcedureKey> =
  Operation<K> extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : Operation<K> extends { parameters: { query: infer Query } }
      ? Query
      : Record<string, never>;

/** The whole 200 answer (a refusal is one of its forms). */
export type Answer<K extends ProcedureKey> = Operation<K> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

/** One item of an answer's `Items`. */
export type Item<K extends ProcedureKey> = Answer<K> extends infer A ? (A extends { Items?: (infer I)[] } ? I : never) : never;
