import './texts';
export { DemurragePage, type DemurragePageProps } from './demurrage-page';
