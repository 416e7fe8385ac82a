/** Period dates: the provider's records translated into the domain's words. */
import { fromProviderDate, fromProviderId as str } from '../mapping';

type Raw = Record<string, unknown>;

export interface PeriodDateRecord {
  id: string;
  year: number;
  month: number;
  newDate: string | null;
}

export function toPeriodDateRecord(raw: Raw): PeriodDateRecord {
  return {
    id: str(raw.Id),
    year: Number(raw.Jaar),
    month: Number(raw.Maand),
    newDate: fromProviderDate(raw.NieuweDatum),
  };
}
