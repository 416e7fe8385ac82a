export { DetailTable, type DetailTableProps, type DetailColumn } from './detail-table';
export { DetailSection } from './detail-section';
export { LineAction, EditLineAction, DeleteLineAction, type LineActionProps } from './line-action';
