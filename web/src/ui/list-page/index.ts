export { ListPage, LIST_TABLE_SX } from './list-page';
export { BookedText } from './booked-text';
export { ChoiceSelect, type ChoiceSelectProps } from './choice-select';
export { readRememberedChoice, useRememberedChoice } from './remembered-choice';
