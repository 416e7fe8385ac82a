import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18n from '../../i18n';
import type { HistoryAction } from '../../generated/graphql';
import nl from '../../i18n/nl_BE/history.json';
import en from '../../i18n/en_US/history.json';
import { historyTexts } from '../../i18n/history-texts.generated';
import {
  describeChange,
  describeChanges,
  formatHistoryTime,
  historyActionText,
  historyFieldLabel,
  historyRecordTypeText,
  historyUserText,
  historyValueText,
} from './entry-words';

const ACTIONS: Record<HistoryAction, true> = {
  CREATED: true,
  CHANGED: true,
  DELETED: true,
  APPROVED: true,
  SENT_TO_ACCOUNTING: true,
  COMPLETED: true,
  INVOICE_SENT: true,
  REPRICED: true,
  DOCUMENT_ATTACHED: true,
  DOCUMENT_REMOVED: true,
  CHANGED_OUTSIDE: true,
};
/** The record types the SDL declares (each tracked domain's `extend enum HistoryRecordType`). */
const SCHEMA = path.resolve(__dirname, '../../../../schema');
const RECORD_TYPES = Object.fromEntries(
  readdirSync(SCHEMA)
    .filter((f) => f.endsWith('.graphql'))
    .flatMap((f) => [...readFileSync(path.join(SCHEMA, f), 'utf8').matchAll(/^extend enum HistoryRecordType \{([^}]*)\}/gm)])
    .flatMap((m) => [...(m[1] ?? '').matchAll(/^\s+([A-Z_]+)$/gm)].map((v) => [v[1], true])),
);

describe('history entry words', () => {
  const nlT = i18n.getFixedT('nl_BE');
  const enT = i18n.getFixedT('en_US');

  it('shows an instant in Brussels time, on both sides of a DST change', () => {
    // summer time (UTC+2) until 27-10-2024 03:00, winter time (UTC+1) after
    expect(formatHistoryTime('2024-10-27T00:30:00Z')).toBe('27-10-2024 02:30');
    expect(formatHistoryTime('2024-10-27T01:30:00Z')).toBe('27-10-2024 02:30');
    expect(formatHistoryTime('2024-10-27T02:30:00Z')).toBe('27-10-2024 03:30');
    expect(formatHistoryTime('2024-03-31T00:59:00Z')).toBe('31-03-2024 01:59');
    expect(formatHistoryTime('2024-03-31T01:00:00Z')).toBe('31-03-2024 03:00');
    expect(formatHistoryTime('2024-12-31T23:05:00Z')).toBe('01-01-2025 00:05');
    expect(formatHistoryTime('not a time')).toBe('');
    expect(formatHistoryTime(null)).toBe('');
  });

  it('has words for every action and record type in both languages (a record type in its domain namespace)', () => {
    for (const texts of [nl, en]) expect(Object.keys(texts.actions).sort()).toEqual(Object.keys(ACTIONS).sort());
    expect(Object.keys(RECORD_TYPES)).toEqual(expect.arrayContaining(['SALES_ORDER', 'TASK', 'USER']));
    for (const language of ['nl_BE', 'en_US']) expect(Object.keys(historyTexts[language]?.recordTypes ?? {}).sort()).toEqual(Object.keys(RECORD_TYPES).sort());
    expect(historyActionText('CREATED', nlT)).toBe('Aangemaakt');
    expect(historyActionText('CHANGED_OUTSIDE', nlT)).toBe('Gewijzigd buiten Backoffice');
    expect(historyActionText('CHANGED_OUTSIDE', enT)).toBe('Changed outside Backoffice');
    expect(historyRecordTypeText('SALES_ORDER', nlT)).toBe('Verkooporder');
    expect(historyRecordTypeText('SALES_ORDER_LINE', enT)).toBe('Order line');
  });

  it('labels a known field and falls back to the raw name of an unknown one', () => {
    expect(historyFieldLabel('customerReference', nlT)).toBe('Referentie klant');
    expect(historyFieldLabel('vatAmount', enT)).toBe('VAT amount');
    expect(historyFieldLabel('someNewField', nlT)).toBe('someNewField');
    expect(historyFieldLabel('someNewField', enT)).toBe('someNewField');
  });

  it('shows values: none as a dash, booleans in words, ISO dates as dd-MM-yyyy, other text as it is', () => {
    expect(historyValueText(null, nlT)).toBe('—');
    expect(historyValueText('  ', nlT)).toBe('—');
    expect(historyValueText('true', nlT)).toBe('Ja');
    expect(historyValueText('false', enT)).toBe('No');
    expect(historyValueText('2024-02-29', nlT)).toBe('29-02-2024');
    expect(historyValueText('12.5000', nlT)).toBe('12.5000');
    expect(historyValueText('REF 2024-02-29', nlT)).toBe('REF 2024-02-29');
  });

  it('names the user, or says the change was made outside Backoffice', () => {
    expect(historyUserText('jan@example.be', nlT)).toBe('jan@example.be');
    expect(historyUserText(null, nlT)).toBe('Buiten Backoffice');
    expect(historyUserText(null, enT)).toBe('Outside Backoffice');
  });

  it('describes a change as "Label: old → new"', () => {
    expect(describeChange({ field: 'loadingDate', oldValue: '2024-05-01', newValue: '2024-05-03' }, nlT)).toBe('Laaddatum: 01-05-2024 → 03-05-2024');
    expect(describeChange({ field: 'customerReference', oldValue: null, newValue: 'PO-7' }, enT)).toBe('Customer reference: — → PO-7');
    expect(
      describeChanges(
        [
          { field: 'subject', oldValue: 'a', newValue: 'b' },
          { field: 'isTemporary', oldValue: 'true', newValue: 'false' },
        ],
        nlT,
      ),
    ).toBe('Onderwerp: a → b; Tijdelijk: Ja → Nee');
  });
});
