import { tracked as invoicing } from '../invoicing/tracked';
import { tracked as periodDates } from '../periodDates/tracked';
import { tracked as prices } from '../prices/tracked';
import { tracked as products } from '../products/tracked';
import { tracked as purchaseOrders } from '../purchaseOrders/tracked';
import { tracked as salesOrders } from '../salesOrders/tracked';
import { tracked as tasks } from '../tasks/tracked';
import { tracked as users } from '../users/tracked';
import { trackingTable } from './track';

/** Every domain's tracked kinds and mutations (each domain's tracked.ts). */
export const TRACKING = trackingTable([salesOrders, purchaseOrders, products, prices, tasks, periodDates, users, invoicing]);
