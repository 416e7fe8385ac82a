export { NotBuiltPage, type NotBuiltScreen } from './not-built-page';
