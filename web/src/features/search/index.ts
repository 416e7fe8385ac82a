import './texts';
export { SearchDialog } from './search-dialog';
