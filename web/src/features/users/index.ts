import './texts';
export { UsersPage } from './users-page';
