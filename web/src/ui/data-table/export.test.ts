import * as XLSX from 'xlsx';
import type { DataTableColumn } from './types';
import { exportedColumns, exportFileName, toSheet } from './sheet';
import { excelDay, workbookBytes } from './write-xlsx';
import { required } from '../required';

interface Row {
  id: string;
  code: string;
  day: string | null;
  amount: string;
  quantity: string | null;
  done: boolean;
}
const columns: DataTableColumn<Row>[] = [
  { field: 'id', headerName: 'Id', type: 'id' },
  { field: 'code', headerName: 'Productcode' },
  { field: 'day', headerName: 'Laaddatum', type: 'date' },
  { field: 'amount', headerName: 'Bedrag', type: 'money' },
  { field: 'quantity', headerName: 'Aantal', type: 'number' },
  { field: 'done', headerName: 'Klaar', type: 'boolean' },
  { field: 'action', headerName: 'Actie', type: 'actions' },
];
const rows: Row[] = [
  { id: '12', code: 'TARWE-0001 met een lange naam', day: '2026-10-31', amount: '4906.13', quantity: '24.5', done: true },
  { id: '13', code: 'MAIS', day: null, amount: '0.1', quantity: null, done: false },
];

describe('the export sheet', () => {
  it('takes the visible columns without actions, with typed cells and widths that fit', () => {
    const cols = exportedColumns(columns, (f) => f !== 'done');
    expect(cols.map((c) => c.field)).toEqual(['id', 'code', 'day', 'amount', 'quantity']);
    const sheet = toSheet(cols, rows, { yes: 'ja', no: 'nee' });
    expect(sheet.headers).toEqual(['Id', 'Productcode', 'Laaddatum', 'Bedrag', 'Aantal']);
    expect(sheet.rows[0]).toEqual([
      { kind: 'number', value: 12, format: 'id' },
      { kind: 'text', value: 'TARWE-0001 met een lange naam' },
      { kind: 'date', value: '2026-10-31' },
      { kind: 'number', value: 4906.13, format: 'money' },
      { kind: 'number', value: 24.5, format: 'quantity' },
    ]);
    expect(sheet.rows[1]?.[2]).toBeNull();
    expect(sheet.widths[1]).toBe('TARWE-0001 met een lange naam'.length + 2);
    expect(sheet.widths[0]).toBe(4);
  });

  it('names the file after the screen and the day', () => {
    expect(exportFileName('Maandafsluiting', '2026-11-23')).toBe('Maandafsluiting 2026-11-23.xlsx');
    expect(exportFileName('a/b:c', '2026-11-23')).toBe('a b c 2026-11-23.xlsx');
  });
});

describe('the written workbook', () => {
  it('holds real numbers, two-decimal amounts, real dates, a bold frozen header and column widths', () => {
    const sheet = toSheet(
      exportedColumns(columns, () => true),
      rows,
      { yes: 'ja', no: 'nee' },
    );
    const bytes = workbookBytes(sheet, 'Maandafsluiting');
    const wb = XLSX.read(bytes, { type: 'array', cellStyles: true, cellDates: true, cellNF: true });
    const ws = required(wb.Sheets.Maandafsluiting, 'the sheet');
    expect(ws.A1.v).toBe('Id');
    expect(ws.A2).toMatchObject({ t: 'n', v: 12 });
    expect(ws.C2.t).toBe('d');
    expect((ws.C2.v as Date).toISOString().slice(0, 10)).toBe('2026-10-31');
    expect(ws.C2.z).toBe('dd-mm-yyyy');
    expect(ws.D2).toMatchObject({ t: 'n', v: 4906.13, z: '#,##0.00' });
    expect(ws.D3).toMatchObject({ t: 'n', v: 0.1, w: '0.10' });
    expect(ws.F2.v).toBe('ja');
    expect(ws.C3).toBeUndefined();
    expect(ws['!cols']?.[1]?.wch).toBeGreaterThan(20);
    const files = XLSX.CFB.read(bytes, { type: 'array' });
    const xml = (path: string) => new TextDecoder().decode(XLSX.CFB.find(files, path).content);
    expect(xml('/xl/worksheets/sheet1.xml')).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    const boldStyle = /<c r="A1" s="(\d+)"/.exec(xml('/xl/worksheets/sheet1.xml'))![1];
    const xfs = [...required(xml('/xl/styles.xml').split('<cellXfs')[1], 'the cell styles').matchAll(/<xf [^>]*fontId="(\d+)"/g)].map((m) => m[1]);
    const fontsXml = required(xml('/xl/styles.xml').split('<fonts')[1], 'the fonts');
    const fonts = (fontsXml.split('</fonts>')[0] ?? '').split('<font>').slice(1);
    expect(fonts[Number(xfs[Number(boldStyle)])]).toContain('<b/>');
    expect(excelDay('1900-03-01')).toBe(61);
  });
});
