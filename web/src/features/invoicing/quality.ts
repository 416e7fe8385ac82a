// The quality overview alone, for the app's quality route: importing the index would bring the dashboard into its chunk.
import './texts';
export { QualityPage, type QualityPageProps } from './quality-page';
