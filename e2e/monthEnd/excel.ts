import type { Download } from '@playwright/test';
import * as XLSX from 'xlsx';

/** An exported workbook read back: the first sheet's cells (typed) and their shown texts. */
export async function readExport(download: Download): Promise<{ fileName: string; sheetName: string; rows: unknown[][]; sheet: XLSX.WorkSheet }> {
  const path = await download.path();
  const wb = XLSX.readFile(path, { cellDates: true, cellNF: true, cellStyles: true });
  const [sheetName] = wb.SheetNames;
  const sheet = sheetName === undefined ? undefined : wb.Sheets[sheetName];
  if (sheetName === undefined || !sheet) throw new Error(`The export ${download.suggestedFilename()} has no sheet`);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  return { fileName: download.suggestedFilename(), sheetName, rows, sheet };
}

/** A Date cell as dd-MM-yyyy (the workbook's dates are days, read as UTC midnight). */
export function shownDate(value: unknown): string {
  if (!(value instanceof Date)) return '';
  const iso = new Date(Math.round(value.getTime() / 86_400_000) * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

/** € 1.234,56 → 1234.56 */
export function moneyValue(text: string): number | null {
  const digits = text.replace(/[€\s.]/g, '').replace(',', '.');
  return digits === '' ? null : Number(digits);
}
