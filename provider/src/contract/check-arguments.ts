/**
 * Harmless arguments for every read of the contract (check.ts): ids, codes and numbers taken from
 * the answers of the lists read before (the first sales order, its first line's product …), dates
 * as the gateway sends them (M/d/yyyy). A read whose argument no earlier answer gave is skipped.
 */
import type { ContractOperation } from './contract';

type Row = Record<string, unknown>;
/** The answers read so far, by catalogue key. */
export type Found = Partial<Record<string, { Items?: Row[] }>>;

const today = new Date();
const day = (d: Date) => `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
const TODAY = day(today);
const isoDay = today.toISOString().slice(0, 10);
const LONG_AGO = '1/1/2000';
const FAR_AHEAD = '12/31/2099';

const first = (found: Found, key: string, where: (row: Row) => boolean = () => true): Row | undefined => found[key]?.Items?.find(where);
const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
const num = (value: unknown) => (value === undefined || value === null || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value));
const fromIso = (value: unknown) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  return match && match[1] !== '1900' ? `${Number(match[2])}/${Number(match[3])}/${match[1]}` : TODAY;
};

/** Every value defined, else undefined (the read is skipped). */
function all(payload: Record<string, unknown>): Record<string, unknown> | undefined {
  return Object.values(payload).every((v) => v !== undefined) ? payload : undefined;
}

/** The sales order the reads look at: one with a product on it, else the first. */
const orderOf = (found: Found) => first(found, 'salesOrders.list', (o) => Boolean(o.ProductCode)) ?? first(found, 'salesOrders.list');

/** A product id: the order's product (its code looked up in the product list), else the first product. */
function productOf(found: Found): Row | undefined {
  const code = text(orderOf(found)?.ProductCode)?.toLowerCase();
  return (code && first(found, 'products.list', (p) => text(p.Productcode)?.toLowerCase() === code)) || first(found, 'products.list');
}

function purchaseArguments(key: string, found: Found): Record<string, unknown> | undefined {
  const invoice = first(found, 'purchaseOrders.list', (p) => !/^true$/i.test(String(p.istransport)));
  const transportInvoice = first(found, 'purchaseOrders.list', (p) => /^true$/i.test(String(p.istransport)));
  const line = first(found, 'purchaseOrders.lines');
  const candidate = first(found, 'purchaseOrders.search.orderId') ?? first(found, 'purchaseOrders.search.packingSlip');
  const transportCandidate = first(found, 'purchaseOrders.searchTransport.orderId') ?? first(found, 'purchaseOrders.searchTransport.packingSlip');
  const supplier = text(invoice?.suppliercode);
  const transporter = text(transportInvoice?.suppliercode);
  const orderId = num(line?.SalesOrderHeaderId);
  const search: Record<string, Record<string, unknown>> = {
    'purchaseOrders.search.packingSlip': { supplier, number: text(line?.PackingSlip) },
    'purchaseOrders.search.container': { supplier, number: text(line?.Container) },
    'purchaseOrders.search.shipping': { supplier, number: text(line?.Shipping) },
    'purchaseOrders.search.orderId': { supplier, orderid: orderId },
    'purchaseOrders.searchTransport.packingSlip': { supplier: transporter, number: text(line?.PackingSlip) },
    'purchaseOrders.searchTransport.container': { supplier: transporter, number: text(line?.Container) },
    'purchaseOrders.searchTransport.shipping': { supplier: transporter, number: text(line?.Shipping) },
    'purchaseOrders.searchTransport.orderId': { supplier: transporter, orderid: orderId },
  };
  if (search[key]) return all(search[key]);
  const id = num(invoice?.id);
  switch (key) {
    case 'purchaseOrders.list':
      return {};
    case 'purchaseOrders.get':
    case 'purchaseOrders.lines':
      return all({ purchaseorderid: id });
    case 'purchaseOrders.documents':
    case 'purchaseOrders.manualLines':
      return all({ orderid: id });
    case 'purchaseOrders.checkInvoice':
      return all({ supplier, invoice: text(invoice?.invoicenr) });
    case 'purchaseOrders.checkLine':
      return all({ purchaseid: id, id: num(candidate?.id) });
    case 'purchaseOrders.checkTransportLine':
      return all({ purchaseid: num(transportInvoice?.id), id: num(transportCandidate?.id) });
    case 'purchaseOrders.calculateVat':
      return all({ amount: 100, vat: first(found, 'reference.vatCodes')?.key });
    default:
      return undefined;
  }
}

function priceArguments(key: string, found: Found): Record<string, unknown> | undefined {
  const productid = num(productOf(found)?.id);
  const transporter = text(first(found, 'prices.transport.list')?.transportercode ?? first(found, 'reference.transporters')?.Key);
  const kind = key.split('.')[1] as 'purchase' | 'sales' | 'transport';
  const price = first(found, `prices.${kind}.list`);
  switch (key.split('.').slice(2).join('.') || key) {
    case 'list':
      return all({ productid });
    case 'checkDuplicate':
      return kind === 'transport'
        ? all({ productid, transportercode: transporter, pricingtype: num(price?.pricingtype) ?? 2, startdate: TODAY, enddate: TODAY })
        : all({ productid, startdate: TODAY, enddate: TODAY });
    case 'checkDuplicateEdit':
      return all({ id: num(price?.Id), startdate: TODAY, enddate: TODAY });
    case 'linesToChange':
      return kind === 'transport'
        ? all({ transportercode: transporter, startdate: LONG_AGO, enddate: FAR_AHEAD })
        : all({ productid, startdate: LONG_AGO, enddate: FAR_AHEAD });
    case 'prices.table':
      return { filterDate: isoDay };
    default:
      return undefined;
  }
}

function salesArguments(key: string, found: Found): Record<string, unknown> | undefined {
  const order = orderOf(found);
  const orderid = num(order?.id);
  const productid = num(productOf(found)?.id);
  const loadingdate = fromIso(order?.loadingdate);
  const byKey: Record<string, Record<string, unknown>> = {
    'salesOrders.get': { salesorderid: orderid },
    'salesOrders.documents': { orderid },
    'salesOrders.lines': { orderid },
    'salesOrders.transports': { orderid },
    'salesOrders.textLines': { salesorderheaderid: orderid },
    'salesOrders.salesItems': { customercode: text(order?.CustomerCode), suppliercode: text(order?.SupplierCode), loadingdate },
    'salesOrders.productSalesUnit': { productid },
    'salesOrders.productPurchaseUnit': { productid },
    'salesOrders.productSalesPrice': { productid, orderdate: loadingdate },
    'salesOrders.productPurchasePrice': { productid, loadingdate },
    'salesOrders.checkPacking': { productid, ica: 'provider-check', shipping: 'provider-check', loadingdate },
    'salesOrders.transportCandidates': { productid, loadingdate, quantity: 1 },
    'salesOrders.page': { limit: 1 },
    'invoicing.address': { id: orderid },
    'invoicing.lines': { id: orderid },
    'invoicing.purchaseInvoices': { orderid },
  };
  return byKey[key] ? all(byKey[key]) : undefined;
}

/** The payload for a read, or undefined when no earlier answer gave what it needs. */
export function arguments_(op: ContractOperation, found: Found): Record<string, unknown> | undefined {
  if (!op.payloadPointer) return {};
  const key = op.key ?? '';
  if (key.startsWith('purchaseOrders.')) return purchaseArguments(key, found);
  if (key.startsWith('prices.')) return priceArguments(key, found);
  const product = productOf(found);
  const supplier = text(orderOf(found)?.SupplierCode);
  switch (key) {
    case 'products.get':
      return all({ id: num(product?.id) });
    case 'products.documents':
      return all({ productId: num(product?.id) });
    case 'products.checkDuplicate':
      return all({ product: text(product?.Product), suppliercode: text(product?.SupplierCode), customercode: text(product?.CustomerCode) });
    case 'reference.defaultVatCode':
    case 'reference.purchaseDescription':
      return all({ supplier });
    case 'tasks.get':
      return all({ taskid: num(first(found, 'tasks.list')?.id) });
    case 'monthEnd.query':
      return { limit: 1 };
    default:
      return salesArguments(key, found);
  }
}
