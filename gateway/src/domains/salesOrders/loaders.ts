import DataLoader from 'dataloader';
import { childListLoader, listLoader, type LoaderDef } from '../../loaders/loaders';
import { getSalesOrder, getSalesOrders, listSalesOrders, SALES_ORDER_LISTS } from '../../provider/calls/salesOrders';
import type { SalesOrderRecord } from '../../provider/records';
import { isRecordId } from '../../provider/mapping';

/**
 * Sales orders. The overview's pages come from the whole list or the provider's pages
 * (salesOrdersPage, no loader); the whole list (quality's orders) is one call per request; one
 * order is one call, asked once per request however often the query names it. Each child list
 * (lines, transports, text lines, documents) of all the orders a query reaches is one call (the
 * provider takes many order ids; see childListLoader for a provider without that extension).
 */
const byId = (r: { id: string }) => r.id;

export const allSalesOrdersLoader = listLoader('salesOrders.all', listSalesOrders, byId);

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * One order by id; null when the provider does not know it. All the orders one query reaches
 * (month-end and demurrage rows link to theirs) are one call per batch of 500; without
 * the provider's byIds extension, one call per order, all started together.
 */
export const salesOrderLoader: LoaderDef<DataLoader<string, SalesOrderRecord | null>> = {
  name: 'salesOrder',
  create: (provider) =>
    new DataLoader<string, SalesOrderRecord | null>(
      async (ids) => {
        if (ids.length === 1 || !provider.batchIds) {
          return Promise.all(ids.map((id) => (isRecordId(id) ? getSalesOrder(provider, id) : Promise.resolve(null)).catch(asError)));
        }
        const found = await getSalesOrders(provider, ids.filter(isRecordId));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: 500 },
    ),
};

export const salesOrderLinesLoader = childListLoader('salesOrderLines', SALES_ORDER_LISTS.lines);
export const salesOrderTransportsLoader = childListLoader('salesOrderTransports', SALES_ORDER_LISTS.transports);
export const salesOrderTextLinesLoader = childListLoader('salesOrderTextLines', SALES_ORDER_LISTS.textLines);
export const salesOrderDocumentsLoader = childListLoader('salesOrderDocuments', SALES_ORDER_LISTS.documents);
