import { gatewayError } from '../../errors';
import DataLoader from 'dataloader';
import { childListLoader, listLoader, mapOnce, type LoaderDef, type OwnerFields } from '../../loaders/loaders';
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
 * order; see childListLoader for a provider without it).
 */
const byId = (r: { id: string }) => r.id;

export const allSalesOrdersLoader = listLoader('salesOrders.all', async (p) => mapOnce(await p.items('salesOrders.list'), toSalesOrderRecord), byId);
export const recentSalesOrdersLoader = listLoader('salesOrders.last6Months', async (p) => mapOnce(await p.items('salesOrders.list6Months'), toSalesOrderRecord), byId);

async function fetchSalesOrder(provider: ProviderClient, id: string): Promise<SalesOrderRecord | null> {
  const result = await provider.execute('salesOrders.get', { salesorderid: Number(id) });
  if (!result.Success) {
    if (/not found/i.test(result.Message ?? '')) return null;
    throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
  }
  const [raw] = result.Items ?? [];
  return raw ? toSalesOrderRecord(raw) : null;
}

/**
 * One order by id; null when the provider does not know it. All the orders one query reaches
 * (month-end and demurrage rows link to theirs) are one call per batch of 500 with
 * `{salesorderids}` (an extension of the spec's `{salesorderid}`); without PROVIDER_BATCH_IDS,
 * one call per order, all started together.
 */
export const salesOrderLoader: LoaderDef<DataLoader<string, SalesOrderRecord | null>> = {
  name: 'salesOrder',
  create: (provider) =>
    new DataLoader<string, SalesOrderRecord | null>(
      async (ids) => {
        const numeric = ids.filter((id) => /^\d+$/.test(id));
        if (ids.length === 1 || !provider.batchIds) {
          return Promise.all(ids.map((id) => (/^\d+$/.test(id) ? fetchSalesOrder(provider, id) : Promise.resolve(null)).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))))));
        }
        const found = new Map((await provider.items('salesOrders.get', { salesorderids: numeric.map(Number) })).map((raw) => {
          const record = toSalesOrderRecord(raw);
          return [record.id, record] as const;
        }));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: 500 },
    ),
};

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
