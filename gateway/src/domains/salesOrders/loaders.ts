import DataLoader from 'dataloader';
import { gatewayError } from '../../errors';
import { keyedLoader, listLoader, type LoaderDef } from '../../loaders/loaders';
import type { ProcedureKey } from '../../provider/catalogue';
import type { ProviderClient } from '../../provider/client';
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
 * order), in batches of at most BATCH orders.
 */
const BATCH = 500;
const byId = (r: { id: string }) => r.id;

export const allSalesOrdersLoader = listLoader('salesOrders.all', async (p) => (await p.items('salesOrders.list')).map(toSalesOrderRecord), byId);
export const recentSalesOrdersLoader = listLoader('salesOrders.last6Months', async (p) => (await p.items('salesOrders.list6Months')).map(toSalesOrderRecord), byId);

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

/** A per-order child list over a procedure taking `{<one>}` or `{<many>}`; rows name their order in `orderField`. */
function perOrder<V>(
  name: string,
  key: ProcedureKey,
  fields: { one: string; many: string; orderField: string },
  map: (raw: Record<string, unknown>, orderId: string) => V,
): LoaderDef<DataLoader<string, V[]>> {
  return {
    name,
    create: (provider: ProviderClient) =>
      new DataLoader<string, V[]>(
        async (ids) => {
          const payload = ids.length === 1 ? { [fields.one]: Number(ids[0]) } : { [fields.many]: ids.map(Number) };
          const rows = await provider.items(key, payload);
          const byOrder = new Map<string, V[]>(ids.map((id) => [id, []]));
          for (const raw of rows) {
            const orderId = ids.length === 1 ? ids[0] : String(raw[fields.orderField]);
            byOrder.get(orderId)?.push(map(raw, orderId));
          }
          return ids.map((id) => byOrder.get(id) ?? []);
        },
        { maxBatchSize: BATCH },
      ),
  };
}

const ORDER = { one: 'orderid', many: 'orderids', orderField: 'orderid' };
export const salesOrderLinesLoader = perOrder('salesOrderLines', 'salesOrders.lines', ORDER, toSalesOrderLineRecord);
export const salesOrderTransportsLoader = perOrder('salesOrderTransports', 'salesOrders.transports', ORDER, toSalesOrderTransportRecord);
export const salesOrderTextLinesLoader = perOrder(
  'salesOrderTextLines',
  'salesOrders.textLines',
  { one: 'salesorderheaderid', many: 'salesorderheaderids', orderField: 'salesorderheaderid' },
  toSalesOrderTextLineRecord,
);
export const salesOrderDocumentsLoader = perOrder('salesOrderDocuments', 'salesOrders.documents', ORDER, toSalesOrderDocumentRecord);
