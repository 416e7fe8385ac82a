import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { DateField } from '../../ui/date-field';
import { ChoiceSelect } from '../../ui/list-page';
import type { ChangeFilter, HistoryAction, HistoryRecordType } from '../../generated/graphql';
import { useHistoryWords } from '../../core/history';
import { historyTexts } from '../../i18n/history-texts.generated';

export type OutsideChoice = 'all' | 'outside' | 'inside';

/** The screen's own filters above the table: they map one to one onto the gateway's ChangeFilter. */
export interface ChangesScreenFilters {
  from: string | null;
  to: string | null;
  userName: string;
  /** A record's id: with a record type that record, else any record or owner of that id (its parts too). */
  recordId: string;
  outside: OutsideChoice;
  recordType: HistoryRecordType | 'all';
  action: HistoryAction | 'all';
}

export const NO_CHANGE_FILTERS: ChangesScreenFilters = { from: null, to: null, userName: '', recordId: '', outside: 'all', recordType: 'all', action: 'all' };

/** Every kind a domain names in its namespace's `history.recordTypes` (npm run codegen gathers them). */
export const RECORD_TYPES = Object.keys(historyTexts.en_US?.recordTypes ?? {}) as readonly HistoryRecordType[];

export const ACTIONS: readonly HistoryAction[] = [
  'CREATED',
  'CHANGED',
  'DELETED',
  'APPROVED',
  'SENT_TO_ACCOUNTING',
  'COMPLETED',
  'INVOICE_SENT',
  'REPRICED',
  'DOCUMENT_ATTACHED',
  'DOCUMENT_REMOVED',
  'CHANGED_OUTSIDE',
];

/** A date the field holds as a complete yyyy-MM-dd, else no bound (what is half typed or invalid asks nothing). */
const dateBound = (value: string | null): string | null => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** The screen's filters as the query's `filter`; a choice left at "all" is left out. */
export function toChangeFilter(f: ChangesScreenFilters): ChangeFilter {
  const filter: ChangeFilter = {};
  const from = dateBound(f.from);
  const to = dateBound(f.to);
  if (from) filter.from = from;
  if (to) filter.to = to;
  if (f.userName.trim()) filter.userName = f.userName.trim();
  if (f.recordId.trim()) filter.recordId = f.recordId.trim();
  if (f.outside !== 'all') filter.outside = f.outside === 'outside';
  if (f.recordType !== 'all') filter.recordTypes = [f.recordType];
  if (f.action !== 'all') filter.actions = [f.action];
  return filter;
}

// how long the user-name field waits for the next key before the list is asked again
const TYPING_PAUSE_MS = 300;

/** A text filter kept as typed and handed on once the user pauses (the list is not asked per key). */
function useTyped(value: string, onPause: (typed: string) => void): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(value);
  useEffect(() => {
    if (typed === value) return undefined;
    const timer = setTimeout(() => onPause(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onPause]);
  return [typed, setTyped];
}

/** Period, user name, record, outside Backoffice, record type and action, in the table's toolbar. */
export function ChangesFilters({ value, onChange }: { value: ChangesScreenFilters; onChange: (next: ChangesScreenFilters) => void }) {
  const { t } = useTranslation('history');
  const words = useHistoryWords();
  const [userName, setUserName] = useTyped(value.userName, (typed) => onChange({ ...value, userName: typed }));
  const [recordId, setRecordId] = useTyped(value.recordId, (typed) => onChange({ ...value, recordId: typed }));
  const all = { value: 'all' as const, label: t('changes.filters.all') };
  return (
    <>
      <DateField size="small" label={t('changes.filters.from')} value={value.from} onChange={(from) => onChange({ ...value, from })} sx={{ width: 160 }} />
      <DateField size="small" label={t('changes.filters.to')} value={value.to} onChange={(to) => onChange({ ...value, to })} sx={{ width: 160 }} />
      <TextField
        size="small"
        label={t('changes.filters.userName')}
        value={userName}
        onChange={(event) => setUserName(event.target.value)}
        sx={{ width: 180 }}
      />
      <TextField
        size="small"
        label={t('changes.filters.recordId')}
        value={recordId}
        // ids are whole numbers: anything else is not typed in
        onChange={(event) => setRecordId(event.target.value.replace(/\D/g, ''))}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        sx={{ width: 110 }}
      />
      <ChoiceSelect<OutsideChoice>
        label={t('changes.filters.outside')}
        value={value.outside}
        choices={[
          { value: 'all', label: t('changes.filters.outsideAll') },
          { value: 'outside', label: t('changes.filters.outsideOnly') },
          { value: 'inside', label: t('changes.filters.outsideNot') },
        ]}
        onChange={(outside) => onChange({ ...value, outside })}
        width={190}
      />
      <ChoiceSelect<HistoryRecordType | 'all'>
        label={t('changes.filters.recordType')}
        value={value.recordType}
        choices={[all, ...RECORD_TYPES.map((type) => ({ value: type, label: words.recordType(type) }))]}
        onChange={(recordType) => onChange({ ...value, recordType })}
        width={190}
      />
      <ChoiceSelect<HistoryAction | 'all'>
        label={t('changes.filters.action')}
        value={value.action}
        choices={[all, ...ACTIONS.map((action) => ({ value: action, label: words.action(action) }))]}
        onChange={(action) => onChange({ ...value, action })}
        width={200}
      />
    </>
  );
}
