import { ApolloLink, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { createApolloClient } from './apollo';
import { describeError } from '../errors';
import i18n from '../../i18n';
import { required } from '../../ui/required';

type Reply = { data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string; [more: string]: unknown } }[] };

/** A stand-in gateway: records each request's operation and Idempotency-Key, answers from a script. */
function fakeGateway(replies: Record<string, () => Reply>) {
  const seen: { op: string; key?: string; at: number }[] = [];
  const link = new ApolloLink((operation) => {
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    seen.push({ op: operation.operationName ?? '', key: headers['Idempotency-Key'], at: Date.now() });
    return new Observable((observer) => {
      setTimeout(() => {
        observer.next(required(replies[operation.operationName ?? ''], `a reply to ${operation.operationName}`)());
        observer.complete();
      }, 5);
    });
  });
  return { seen, client: createApolloClient({ terminatingLink: link }) };
}

const SAVE = gql`
  mutation Save($name: String!) {
    save(name: $name) {
      ok
    }
  }
`;
const LIST = gql`
  query List {
    items
  }
`;
const unknown = (): Reply => ({ errors: [{ message: 'no answer in time', extensions: { code: 'OUTCOME_UNKNOWN' } }] });
const saved = (): Reply => ({ errors: [{ message: 'saved, not read back', extensions: { code: 'SAVED_NOT_REREAD', id: '412' } }] });
const unreachable = (notSent?: boolean): Reply => ({ errors: [{ message: 'cannot be reached', extensions: { code: 'PROVIDER_UNAVAILABLE', notSent } }] });
const ok = (): Reply => ({ data: { save: { __typename: 'SavePayload', ok: true } } });

describe('mutation link', () => {
  it('gives each submission a fresh key and reuses it for the same submission while its outcome is unknown', async () => {
    let next = unknown;
    const g = fakeGateway({ Save: () => next(), List: () => ({ data: { items: [] } }) });
    await expect(g.client.mutate({ mutation: SAVE, variables: { name: 'a' } })).rejects.toBeTruthy();
    next = ok;
    await g.client.mutate({ mutation: SAVE, variables: { name: 'a' } });
    await g.client.mutate({ mutation: SAVE, variables: { name: 'a' } });
    await g.client.mutate({ mutation: SAVE, variables: { name: 'b' } });
    const keys = g.seen.filter((s) => s.op === 'Save').map((s) => s.key);
    expect(keys.every((k) => typeof k === 'string' && k.length >= 8)).toBe(true);
    expect(keys[1]).toBe(keys[0]); // the retry of the unanswered submission
    expect(keys[2]).not.toBe(keys[1]); // after a definite answer: a new submission
    expect(new Set([keys[2], keys[3], keys[0]]).size).toBe(3);
  });

  it('re-reads the active queries before an unknown outcome reaches the screen, with words in both languages', async () => {
    const g = fakeGateway({ Save: unknown, List: () => ({ data: { items: ['x'] } }) });
    const watch = g.client.watchQuery({ query: LIST });
    const sub = watch.subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 30));
    const before = g.seen.filter((s) => s.op === 'List').length;
    const error = await g.client.mutate({ mutation: SAVE, variables: { name: 'a' } }).catch((e: unknown) => e);
    const rejectedAt = Date.now();
    const lists = g.seen.filter((s) => s.op === 'List');
    expect(lists.length).toBe(before + 1);
    expect(lists.at(-1)?.at).toBeLessThanOrEqual(rejectedAt);
    sub.unsubscribe();
    await i18n.changeLanguage('en_US');
    expect(describeError(error, i18n.t)).toMatch(/may or may not have been saved/);
    await i18n.changeLanguage('nl_BE');
    expect(describeError(error, i18n.t)).toMatch(/misschien wel of niet bewaard/);
  });

  it('keeps the key while the outcome is not final: saved but not read back, or unreachable without "not sent"', async () => {
    let next = saved;
    const g = fakeGateway({ Save: () => next(), List: () => ({ data: { items: [] } }) });
    const send = () => g.client.mutate({ mutation: SAVE, variables: { name: 'kept' } }).catch((e: unknown) => e);
    await send();
    next = () => unreachable();
    await send();
    next = ok;
    await send();
    await send();
    const keys = g.seen.filter((s) => s.op === 'Save').map((s) => s.key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]); // the replay that answers the saved record
    expect(keys[3]).not.toBe(keys[0]); // after it: a new submission
  });

  it('drops the key on a final failure: unreachable with "not sent", or refused before any write', async () => {
    let next = () => unreachable(true);
    const g = fakeGateway({ Save: () => next(), List: () => ({ data: { items: [] } }) });
    const send = () => g.client.mutate({ mutation: SAVE, variables: { name: 'dropped' } }).catch((e: unknown) => e);
    await send();
    next = () => ({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] });
    await send();
    await send();
    const keys = g.seen.filter((s) => s.op === 'Save').map((s) => s.key);
    expect(new Set(keys).size).toBe(3);
  });

  it('re-reads the screen before "saved, not read back" shows, and words it in both languages', async () => {
    const g = fakeGateway({ Save: saved, List: () => ({ data: { items: ['x'] } }) });
    const sub = g.client.watchQuery({ query: LIST }).subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 30));
    const before = g.seen.filter((s) => s.op === 'List').length;
    const error = await g.client.mutate({ mutation: SAVE, variables: { name: 'reread' } }).catch((e: unknown) => e);
    expect(g.seen.filter((s) => s.op === 'List').length).toBe(before + 1);
    sub.unsubscribe();
    await i18n.changeLanguage('en_US');
    expect(describeError(error, i18n.t)).toMatch(/was saved/);
    await i18n.changeLanguage('nl_BE');
    expect(describeError(error, i18n.t)).toMatch(/is bewaard/);
  });
});
