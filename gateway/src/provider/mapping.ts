import Decimal from 'decimal.js';
import { decimalText } from '../common/decimal-text';

/**
 * Conversions between the provider's representations and the graph's. Dutch and abbreviated
 * field names are translated in records.ts; values are converted here, in one place.
 */

const EMPTY_DATE_YEARS = new Set(['1900', '1970', '0001']);
/** A date-time with its zone: `Z` or an offset (`+01:00`, `+0100`). */
const ZONED = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const BRUSSELS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Provider date (`2026-03-05T00:00:00`, `2026-03-05`) → LocalDate `2026-03-05`; its empty dates → null.
 * A date with `Z` or an offset is an instant: its day is the one in Europe/Brussels (`2026-03-04T23:00:00Z` → 2026-03-05).
 */
export function fromProviderDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.length < 10) return null;
  let date = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || EMPTY_DATE_YEARS.has(date.slice(0, 4))) return null;
  if (value.length > 10 && ZONED.test(value)) {
    const instant = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    if (Number.isNaN(instant.getTime())) return null;
    date = BRUSSELS_DAY.format(instant);
  }
  return date;
}

/** A LocalDate for a payload as toProviderDate writes it, left out (undefined) when there is none. */
export const toProviderDay = (value: string | null | undefined): string | undefined => (value ? toProviderDate(value) : undefined);

/** LocalDate `2026-03-05` → the provider's month/day/year `3/5/2026`; null → the provider's empty date. */
export function toProviderDate(value: string | null | undefined): string {
  if (!value) return '1/1/1900';
  const [y, m, d] = value.split('-').map(Number);
  return `${m}/${d}/${y}`;
}

/** Provider number (number, `"1234.5"`, or a decimal comma `"1234,5"`) → Decimal string; empty → null. */
export function fromProviderDecimal(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? String(value) : String(value).replace(',', '.');
  try {
    return decimalText(text);
  } catch {
    return null;
  }
}

/** Decimal string from the graph (point or comma) → the number string the provider expects. */
export function toProviderDecimal(value: string): string {
  return new Decimal(value.replace(',', '.')).toString();
}

export function fromProviderBoolean(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && value.toLowerCase() === 'true');
}

/** Provider text → trimmed text; empty, blank or absent → null. */
export function fromProviderText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Provider id or code (a number or text) → its text; absent → '' (a record always has one). */
export function fromProviderId(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Provider amount or total that is always there → Decimal string; empty → '0'. */
export function fromProviderAmount(value: unknown): string {
  return fromProviderDecimal(value) ?? '0';
}

/**
 * Whether a graph ID can name a provider record: the provider's ids are whole numbers, sent as JSON
 * numbers, so at most 15 digits (past that Number() would send another id). Any other is not found.
 */
export const isRecordId = (id: string): boolean => /^\d{1,15}$/.test(id);
