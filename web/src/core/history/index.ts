// The words of history entries that every history view shares (the changes list, history tabs, conflict panel).
export {
  formatHistoryTime,
  historyActionText,
  historyRecordTypeText,
  historyFieldLabel,
  historyValueText,
  historyUserText,
  describeChange,
  describeChanges,
  useHistoryWords,
  type HistoryWords,
} from './entry-words';
// The conflict panel of versioned forms, the refusal of one-click actions, and the history tab.
export { useConflict, type UseConflictOptions, type ConflictState, type Versioned } from './use-conflict';
export { ConflictPanel, type ConflictPanelProps } from './conflict-panel';
// (a list page imports it from './refusals': this index brings the history's texts, both languages, with it)
export { acceptedOrReread } from './refusals';
export { HistoryTab, HistorySection, useHistoryLoader, HISTORY_PAGE_SIZE, type HistoryPage, type LoadHistoryPage } from './history-tab';
