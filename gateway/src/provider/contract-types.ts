/**
 * The contract's types by catalogue key: ProviderClient's calls take them by their key (`provider.execute('tasks.get',
 * { taskid: 12 })`), so a key or field the contract lacks fails the build; extension fields still need extensions.ts.
 */
import type { components, operations } from './generated/contract';

/** An operation of the contract; every catalogue key is one (catalogue.ts checks, operationId = catalogue key). */
type ProcedureKey = keyof operations;

/** The contract's operation of a catalogue key. */
export type Operation<K extends ProcedureKey> = operations[K];

/** What a call sends: a POST's JSON body, a GET's query, or nothing. */
export type Payload<K extends ProcedureKey> = K extends ProcedureKey // distributes: the payload of any of several keys
  ? Operation<K> extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : Operation<K> extends { parameters: { query: infer Query } }
      ? Query
      : Record<string, never>
  : never;

/** The whole 200 answer (a refusal is one of its forms). */
export type Answer<K extends ProcedureKey> = K extends ProcedureKey
  ? Operation<K> extends { responses: { 200: { content: { 'application/json': infer A } } } }
    ? A
    : never
  : never;

/** One item of an answer's `Items`. */
export type Item<K extends ProcedureKey> = Answer<K> extends infer A ? (A extends { Items?: (infer I)[] } ? I : never) : never;

/** An answer's own fields beside the envelope's (FreeDays, TotalCount, Totals …): a refusal has none. */
export type AnswerFields<K extends ProcedureKey> = Partial<
  Omit<Exclude<Answer<K>, components['schemas']['Refusal']>, 'Success' | 'Message' | 'Items' | 'NewId'>
>;
