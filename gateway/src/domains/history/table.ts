import { trackedDomains } from './tracked.generated';
import { trackingTable } from './track';

/** Every domain's tracked kinds and mutations (each domain's tracked.ts, collected by npm run codegen). */
export const TRACKING = trackingTable(trackedDomains);
