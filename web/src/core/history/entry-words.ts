import './texts';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldChange, HistoryAction, HistoryRecordType } from '../../generated/graphql';

// Built once: Intl formatters are costly to create and the history lists show many rows.
const BRUSSELS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant (HistoryEntry.at, UTC) → 'dd-MM-yyyy HH:mm' in Europe/Brussels time; empty for anything else. */
export function formatHistoryTime(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const part = Object.fromEntries(BRUSSELS.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
}

/** What happened, in words ("Aangemaakt", "Gewijzigd buiten Backoffice"). */
export function historyActionText(action: HistoryAction, t: TFunction): string {
  return t(`history:actions.${action}`, { defaultValue: action });
}

/** The kind of record, in words ("Verkooporder", "Orderregel"). */
export function historyRecordTypeText(recordType: HistoryRecordType, t: TFunction): string {
  return t(`history:recordTypes.${recordType}`, { defaultValue: recordType });
}

/** A field's label from its graph name (customerReference → "Referentie klant"); the raw name when the history has no words for it. */
export function historyFieldLabel(field: string, t: TFunction): string {
  return t(`history:fields.${field}`, { defaultValue: field });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A value as the history keeps it (text) shown: none → "—", true/false → Ja/Nee, yyyy-MM-dd → dd-MM-yyyy, the rest as it is. */
export function historyValueText(value: string | null | undefined, t: TFunction): string {
  if (value === null || value === undefined || value.trim() === '') return t('history:empty');
  if (value === 'true') return t('history:yes');
  if (value === 'false') return t('history:no');
  const date = ISO_DATE.exec(value);
  return date ? `${date[3]}-${date[2]}-${date[1]}` : value;
}

/** Who made the change: the user name, or "Buiten Backoffice" for a change found outside it (no user). */
export function historyUserText(userName: string | null | undefined, t: TFunction): string {
  return userName ? userName : t('history:outside');
}

/** One field's change: "Label: old → new". */
export function describeChange(change: Pick<FieldChange, 'field' | 'oldValue' | 'newValue'>, t: TFunction): string {
  return t('history:change', {
    field: historyFieldLabel(change.field, t),
    oldValue: historyValueText(change.oldValue, t),
    newValue: historyValueText(change.newValue, t),
  });
}

/** An entry's changes on one line: "Label: old → new; Label: old → new" (empty when the action says it all). */
export function describeChanges(changes: readonly Pick<FieldChange, 'field' | 'oldValue' | 'newValue'>[], t: TFunction): string {
  return changes.map((change) => describeChange(change, t)).join('; ');
}

/** The helpers above bound to the current language, for components. */
export function useHistoryWords() {
  const { t } = useTranslation('history');
  return useMemo(
    () => ({
      t,
      time: formatHistoryTime,
      action: (action: HistoryAction) => historyActionText(action, t),
      recordType: (recordType: HistoryRecordType) => historyRecordTypeText(recordType, t),
      field: (field: string) => historyFieldLabel(field, t),
      value: (value: string | null | undefined) => historyValueText(value, t),
      user: (userName: string | null | undefined) => historyUserText(userName, t),
      change: (change: Pick<FieldChange, 'field' | 'oldValue' | 'newValue'>) => describeChange(change, t),
      changes: (changes: readonly Pick<FieldChange, 'field' | 'oldValue' | 'newValue'>[]) => describeChanges(changes, t),
    }),
    [t],
  );
}

export type HistoryWords = ReturnType<typeof useHistoryWords>;
