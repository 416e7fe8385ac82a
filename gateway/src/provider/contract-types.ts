/**
 * The contract's types by catalogue key: ProviderClient's calls take them by their key (`provider.execute('tasks.get',
 * { taskid: 12 })`), so a key or field the contract lacks fails the build; extension fields still need extensions.ts.
 */
import type { components, operations, paths } from './generated/contract';

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

/** The contract's REST calls (users, roles, passwords) by path and method; procedures go by catalogue key instead. */
type RestPaths = Omit<paths, `/api/factory/${string}` | '/token'>;
type RestMethod = 'get' | 'post';

/** The paths the contract has a `method` operation for. */
export type RestPath<M extends RestMethod> = { [P in keyof RestPaths]: RestPaths[P][M] extends object ? P : never }[keyof RestPaths];

type RestOperation<P extends RestPath<M>, M extends RestMethod> = RestPaths[P][M];

/** A REST call's request: its path and query parameters and its JSON body, each as the contract has them. */
export type RestRequest<P extends RestPath<M>, M extends RestMethod> =
  RestOperation<P, M> extends { parameters: infer Params; requestBody?: infer Body }
    ? Pick<Params, Extract<keyof Params, 'path' | 'query'>> &
        ([Body] extends [{ content: { 'application/json': infer Json } }] ? { body: Json } : { body?: never })
    : never;

/** The request as an argument: optional when the contract requires nothing. */
export type RestArgs<P extends RestPath<M>, M extends RestMethod> =
  Record<string, never> extends RestRequest<P, M> ? [request?: RestRequest<P, M>] : [request: RestRequest<P, M>];

/** A REST call's 200 answer. */
export type RestAnswer<P extends RestPath<M>, M extends RestMethod> =
  RestOperation<P, M> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

/** `POST /token`: its form and its answer. */
export type TokenForm = operations['session.token']['requestBody']['content']['application/x-www-form-urlencoded'];
export type TokenAnswer = components['schemas']['TokenAnswer'];
