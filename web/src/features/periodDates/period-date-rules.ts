/** Client-side checks of the period-date form (spec 01 §5): year and month whole numbers, year ≤ 9999, month ≤ 12. */
export const YEAR_MAX = 9999;
export const MONTH_MAX = 12;

export type PeriodProblem = 'required' | 'wholeNumber' | 'yearMin' | 'yearMax' | 'monthMin' | 'monthMax';

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export function yearProblem(text: string): PeriodProblem | null {
  if (text.trim() === '') return 'required';
  const year = wholeNumber(text);
  if (year === null) return 'wholeNumber';
  if (year < 1) return 'yearMin';
  if (year > YEAR_MAX) return 'yearMax';
  return null;
}

export function monthProblem(text: string): PeriodProblem | null {
  if (text.trim() === '') return 'required';
  const month = wholeNumber(text);
  if (month === null) return 'wholeNumber';
  if (month < 1) return 'monthMin';
  if (month > MONTH_MAX) return 'monthMax';
  return null;
}
