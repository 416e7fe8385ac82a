/**
 * What an export writes, built from the table's own columns and rows (no xlsx here: this part
 * is small and tested on its own; the writer is loaded only when the user exports).
 * Numbers stay numbers, amounts get two decimals, dates are real dates.
 */
import { columnType, displayText, rawValue } from './query';
import type { DataTableColumn } from './types';

export type SheetCell =
  { kind: 'text'; value: string } | { kind: 'number'; value: number; format: 'money' | 'quantity' | 'id' } | { kind: 'date'; value: string } | null;

export interface SheetData {
  headers: string[];
  rows: SheetCell[][];
  /** Column widths in characters, to fit header and values. */
  widths: number[];
}

const MAX_WIDTH = 60;

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

function toDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value)?.[1];
  return day && !/^(1900|1970|0001)-/.test(day) ? day : null;
}

/** The exported columns: those the user sees, without action buttons. */
export function exportedColumns<R>(columns: DataTableColumn<R>[], isVisible: (field: string) => boolean): DataTableColumn<R>[] {
  return columns.filter((c) => columnType(c) !== 'actions' && isVisible(c.field));
}

export function toSheet<R>(columns: DataTableColumn<R>[], rows: R[], yesNo: { yes: string; no: string }): SheetData {
  const widths = columns.map((c) => c.headerName.length);
  const data = rows.map((row) =>
    columns.map((c, i): SheetCell => {
      const type = columnType(c);
      const value = rawValue(row, c);
      const shown = type === 'boolean' && !c.valueFormatter ? (value ? yesNo.yes : yesNo.no) : displayText(row, c);
      widths[i] = Math.max(widths[i] ?? 0, shown.length);
      if (type === 'money' || type === 'number' || type === 'id') {
        const n = toNumber(value);
        return n === null ? null : { kind: 'number', value: n, format: type === 'money' ? 'money' : type === 'id' ? 'id' : 'quantity' };
      }
      if (type === 'date') {
        const day = toDay(value);
        return day ? { kind: 'date', value: day } : null;
      }
      return shown === '' ? null : { kind: 'text', value: shown };
    }),
  );
  return { headers: columns.map((c) => c.headerName), rows: data, widths: widths.map((w) => Math.min(MAX_WIDTH, w + 2)) };
}

/** `Maandafsluiting 2026-11-23.xlsx`: the screen and the day, without characters file systems refuse. */
export function exportFileName(screen: string, day: string): string {
  return `${screen.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'export'} ${day}.xlsx`;
}
