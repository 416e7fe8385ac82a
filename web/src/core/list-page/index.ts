// What the list screens and detail panels of every domain share and that needs the app (Apollo, error words).
export { useServerList, SERVER_LIST_FETCH_POLICY, type ListAnswer, type ServerListOptions, type ServerTableProps } from './use-server-list';
export { useRowDelete, type RowDeleteTexts } from './use-row-delete';
export { useAskDelete } from './use-ask-delete';
export { useListState, type QueryLike } from './use-list-state';
