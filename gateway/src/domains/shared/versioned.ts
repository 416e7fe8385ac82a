import type { GatewayContext } from '../../context/context';
import { gatewayError } from '../../errors/errors';
import type { HistoryRecordType, ListPage } from '../../generated/types/graphql';
import { versionOf } from '../../history/version';
import type { Tracked } from './tracked';

const MAX_PAGE = 1000;

/** A page argument checked against its list's largest page (BAD_USER_INPUT naming page.offset or page.limit). */
export function pageOf(page: ListPage | null | undefined, defaultLimit: number, max = MAX_PAGE): { offset: number; limit: number } {
  const offset = page?.offset ?? 0;
  const limit = page?.limit ?? defaultLimit;
  if (offset < 0) throw gatewayError('BAD_USER_INPUT', 'page.offset must be 0 or more.', { field: 'page.offset' });
  if (limit < 0 || limit > max) throw gatewayError('BAD_USER_INPUT', `page.limit must be from 0 to ${max}.`, { field: 'page.limit' });
  return { offset, limit };
}

/**
 * The `version` resolver of a type the domain tracks (its SDL declares the field): the fingerprint
 * of the record's tracked fields, as the history's version check computes it.
 */
export function versionField(tracked: Tracked, type: HistoryRecordType): (record: object) => string {
  const kind = tracked.kinds.find((k) => k.type === type);
  if (!kind) throw new Error(`${type} is not among the kinds its domain's tracked.ts declares`);
  const fields = kind.versionFields ?? kind.fields;
  return (record) => versionOf(fields, record);
}

/** The `history(page)` resolver of an owner: its entries and its parts', newest first. */
export const historyField =
  (type: HistoryRecordType) =>
  (record: { id: string }, { page }: { page?: ListPage | null }, ctx: GatewayContext) => {
    const { offset, limit } = pageOf(page, 50);
    return ctx.history.store.ofOwner({ type, id: record.id }, offset, limit);
  };
