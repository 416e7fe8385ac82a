export { ChangesPage } from './changes-page';
