import './texts';
export { TasksPage } from './tasks-page';
