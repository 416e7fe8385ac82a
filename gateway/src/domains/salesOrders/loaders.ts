import { gatewayError } from '../../errors';
import { childListLoader, keyedLoader, listLoader, mapOnce, type OwnerFields } from '../../loaders/loaders';
import {
  toSalesOrderDocumentRecord,
  toSalesOrderLineRecord,
  toSalesOrderRecord,
  toSalesOrderTextLineRecord,
  toSalesOrderTransportRecord,
  type SalesOrderRecord,
} from '../../provider/records';

/**
 * Sales orders. The provider answers each list whole (one call per request and range); one
 * order is one call, asked once per request however often the query names it. Each child list
 * (lines, transports, text lines, documents) of all the orders a query reaches is one call: the
 * provider takes `{orderids}` (an extension of the spec's `{orderid}`, which is sent for a single
 * order; see childListLoader for a provider without it).
 */
const byId = (r: { id: string }) => r.id;

export const allSalesOrdersLoader = listLoader('salesOrders.all', async (p) => mapOnce(await p.items('salesOrders.list'), toSalesOrderRecord), byId);
export const recentSalesOrdersLoader = listLoader('salesOrders.last6Months', async (p) => mapOnce(await p.items('salesOrders.list6Months'), toSalesOrderRecord), byId);

/** One order by id; null when the provider does not know it. */
export const salesOrderLoader = keyedLoader<string, SalesOrderRecord | null>('salesOrder', async (provider, id) => {
  const result = await provider.execute('salesOrders.get', { salesorderid: Number(id) });
  if (!result.Success) {
    if (/not found/i.test(result.Message ?? '')) return null;
    throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
  }
  const [raw] = result.Items ?? [];
  return raw ? toSalesOrderRecord(raw) : null;
});

const ORDER: OwnerFields = { one: 'orderid', many: 'orderids', ownerField: 'orderid' };
export const salesOrderLinesLoader = childListLoader('salesOrderLines', 'salesOrders.lines', ORDER, toSalesOrderLineRecord);
export const salesOrderTransportsLoader = childListLoader('salesOrderTransports', 'salesOrders.transports', ORDER, toSalesOrderTransportRecord);
export const salesOrderTextLinesLoader = childListLoader(
  'salesOrderTextLines',
  'salesOrders.textLines',
  { one: 'salesorderheaderid', many: 'salesorderheaderids', ownerField: 'salesorderheaderid' },
  toSalesOrderTextLineRecord,
);
export const salesOrderDocumentsLoader = childListLoader('salesOrderDocuments', 'salesOrders.documents', ORDER, toSalesOrderDocumentRecord);
