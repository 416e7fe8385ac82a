/**
 * Writes a SheetData as an .xlsx file with SheetJS (xlsx, write only). Loaded with a dynamic
 * import when the user exports, so it lands in a chunk of its own. SheetJS's community edition
 * writes no styles and no frozen panes, so the bold header and the frozen first row are added to
 * the written package's XML (styles.xml and the sheet's sheetView) before it is saved.
 */
import * as XLSX from 'xlsx';
import type { SheetData } from './sheet';

const FORMATS = { money: '#,##0.00', quantity: 'General', id: '0', date: 'dd-mm-yyyy' } as const;
const EPOCH = Date.UTC(1899, 11, 30);

/** `yyyy-MM-dd` → the spreadsheet's day number (no time zone involved). */
export function excelDay(day: string): number {
  const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
  return (Date.UTC(y, m - 1, d) - EPOCH) / 86_400_000;
}

function worksheet(sheet: SheetData): XLSX.WorkSheet {
  const ws: XLSX.WorkSheet = {};
  sheet.headers.forEach((h, c) => (ws[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: h }));
  sheet.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      const address = XLSX.utils.encode_cell({ r: r + 1, c });
      if (cell.kind === 'text') ws[address] = { t: 's', v: cell.value };
      else if (cell.kind === 'number') ws[address] = { t: 'n', v: cell.value, z: FORMATS[cell.format] };
      else ws[address] = { t: 'n', v: excelDay(cell.value), z: FORMATS.date };
    }),
  );
  ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: sheet.rows.length, c: Math.max(0, sheet.headers.length - 1) } });
  ws['!cols'] = sheet.widths.map((wch) => ({ wch }));
  return ws;
}

const text = (content: unknown) => new TextDecoder().decode(content as Uint8Array);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SheetJS types CFB as any
function replaceEntry(zip: any, path: string, content: string): void {
  XLSX.CFB.utils.cfb_del(zip, path);
  XLSX.CFB.utils.cfb_add(zip, path, new TextEncoder().encode(content));
}

/** Bold header cells and a frozen first row, in the package's XML. */
function styleHeader(data: Uint8Array, columns: number): Uint8Array {
  const zip = XLSX.CFB.read(data, { type: 'array' });
  const stylesPath = '/xl/styles.xml';
  const sheetPath = '/xl/worksheets/sheet1.xml';
  let styles = text(XLSX.CFB.find(zip, stylesPath)!.content);
  const xfCount = Number(/<cellXfs count="(\d+)"/.exec(styles)?.[1] ?? '1');
  const fontCount = Number(/<fonts count="(\d+)"/.exec(styles)?.[1] ?? '1');
  styles = styles
    .replace(/<fonts count="\d+">/, `<fonts count="${fontCount + 1}">`)
    .replace('</fonts>', '<font><b/><sz val="12"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts>')
    .replace(/<cellXfs count="\d+">/, `<cellXfs count="${xfCount + 1}">`)
    .replace('</cellXfs>', `<xf numFmtId="0" fontId="${fontCount}" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>`);
  let ws = text(XLSX.CFB.find(zip, sheetPath)!.content);
  ws = ws.replace(
    /<sheetView workbookViewId="0"\s*\/>/,
    '<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView>',
  );
  ws = ws.replace(
    /<row r="1"([^>]*)>([\s\S]*?)<\/row>/,
    (_m, attrs: string, cells: string) => `<row r="1"${attrs}>${cells.replace(/<c r="([A-Z]+1)"/g, `<c r="$1" s="${xfCount}"`)}</row>`,
  );
  if (columns > 0) {
    replaceEntry(zip, stylesPath, styles);
    replaceEntry(zip, sheetPath, ws);
  }
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'array' }) as Uint8Array;
}

/** The workbook's bytes: one sheet, bold frozen header, typed and formatted cells, fitted widths. */
export function workbookBytes(sheet: SheetData, sheetName: string): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, worksheet(sheet), sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Export');
  const written = XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return styleHeader(new Uint8Array(written), sheet.headers.length);
}

/** Saves the workbook as a download named `fileName`. */
export function saveWorkbook(sheet: SheetData, sheetName: string, fileName: string): void {
  const blob = new Blob([workbookBytes(sheet, sheetName) as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
