export { DemurragePage, type DemurragePageProps } from './demurrage-page';
