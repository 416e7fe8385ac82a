/** Demurrage: the provider's list with its free days, in the domain's words. */
import { businessToday } from '../../common/business-day';
import { gatewayError } from '../../errors/errors';
import type { ProviderClient } from '../client';
import { toDemurrageRecord, type DemurrageRecord } from '../records';

export interface DemurrageList {
  rows: DemurrageRecord[];
  /** The free days the provider counts before demurrage starts, when it says. */
  freeDays: number | null;
}

/** The list; its free days and the rows' codes, supplier and days only under the `extraFields` extension (see toDemurrageRecord). */
export async function listDemurrage(provider: ProviderClient): Promise<DemurrageList> {
  const result = await provider.execute('demurrage.list');
  if (!result.Success) throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
  const extra = provider.has('extraFields');
  const today = businessToday();
  const freeDays = extra ? Number((result as { FreeDays?: unknown }).FreeDays) : NaN;
  return { rows: (result.Items ?? []).map((raw) => toDemurrageRecord(raw, extra, today)), freeDays: Number.isInteger(freeDays) ? freeDays : null };
}
