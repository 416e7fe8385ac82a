/** Period dates: the provider's procedures in the domain's words. */
import type { ProviderClient } from '../client';
import { toProviderDate } from '../mapping';
import type { Written } from '../outcome';
import { toPeriodDateRecord, type PeriodDateRecord } from '../records';
import { write } from './shared';

export interface PeriodDateFields {
  year: number;
  month: number;
  newDate: string;
}

const fields = (p: PeriodDateFields) => ({ year: p.year, month: p.month, newdate: toProviderDate(p.newDate) });

export const listPeriodDates = async (provider: ProviderClient, opts: { fresh?: boolean } = {}): Promise<PeriodDateRecord[]> =>
  (await provider.items('periodDates.list', {}, opts)).map(toPeriodDateRecord);
export const createPeriodDate = (provider: ProviderClient, p: PeriodDateFields): Promise<Written> => write(provider, 'periodDates.create', fields(p));
export const updatePeriodDate = (provider: ProviderClient, id: string, p: PeriodDateFields): Promise<Written> =>
  write(provider, 'periodDates.update', { id: Number(id), ...fields(p) });
export const deletePeriodDate = (provider: ProviderClient, id: string): Promise<Written> => write(provider, 'periodDates.delete', { id: Number(id) });
