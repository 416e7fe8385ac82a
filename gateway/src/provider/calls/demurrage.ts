/** Demurrage: the provider's list with its free days, in the domain's words. */
import { gatewayError } from '../../errors';
import type { ProviderClient } from '../client';
import { toDemurrageRecord, type DemurrageRecord } from '../records';
import { heavyRead, type ProcedureDef } from '../procedure-def';

/** The provider procedures this domain calls, under the keys its calls name (catalogue.ts is every domain's). */
export const procedures = {
  'demurrage.list': heavyRead('getDemurrage', 'GET'),
} satisfies Record<string, ProcedureDef>;

export interface DemurrageList {
  rows: DemurrageRecord[];
  /** The free days the provider counts before demurrage starts, when it says. */
  freeDays: number | null;
}

export async function listDemurrage(provider: ProviderClient): Promise<DemurrageList> {
  const result = await provider.execute('demurrage.list');
  if (!result.Success) throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
  const freeDays = Number((result as { FreeDays?: unknown }).FreeDays);
  return { rows: (result.Items ?? []).map(toDemurrageRecord), freeDays: Number.isInteger(freeDays) ? freeDays : null };
}
