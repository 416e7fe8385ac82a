// The search box and its words: a lazy part of the shell (loaded on the first Ctrl+K), not a screen.
import './texts';
export { SearchDialog } from './search-dialog';
