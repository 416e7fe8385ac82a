export { SearchDialog } from './search-box';
