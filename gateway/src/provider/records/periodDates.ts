/** Period dates: the provider's records translated into the domain's words. */
import type { Item } from '../contract-types';
import { fromProviderDate, fromProviderId as str } from '../mapping';

export interface PeriodDateRecord {
  id: string;
  year: number;
  month: number;
  newDate: string | null;
}

export function toPeriodDateRecord(raw: Item<'periodDates.list'>): PeriodDateRecord {
  return {
    id: str(raw.Id),
    year: Number(raw.Jaar),
    month: Number(raw.Maand),
    newDate: fromProviderDate(raw.NieuweDatum),
  };
}
