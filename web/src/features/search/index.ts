import './texts';
export { SearchDialog } from './search-box';
