/**
 * The benchmark's opponent: an ideal hand-written client of the provider API. For each scenario
 * it makes the fewest provider calls that give the data the gateway's query answers, starts every
 * call as soon as what it needs is known (all at once where it can), and joins the answers into
 * the same JSON as the gateway's `data`. It uses the same API as the gateway (token, then
 * `/api/factory/execute/{application}/{procedure}` with the catalogue's names and methods), the
 * same HTTP client (Node's fetch) and the same translation of provider records
 * (`src/provider/records`), so what differs is the gateway itself: its extra calls, its waterfalls
 * and its GraphQL work.
 *
 * Where a row already carries a name (an order's customer and supplier names, a line's product
 * code and name, a transport's transporter, a document's type), no dropdown is fetched for it;
 * a dropdown is fetched only for what the rows lack (a supplier's demurrage flag, unit names).
 */
import { defaultCatalogue, type ProcedureKey } from '../src/provider/procedures/catalogue';
import type { Item } from '../src/provider/contract-types';
import {
  toMonthEndRecord,
  toMonthEndTotalsRecord,
  toPriceRecord,
  toProductRecord,
  toSalesOrderDocumentRecord,
  toSalesOrderLineRecord,
  toSalesOrderRecord,
  toSalesOrderTextLineRecord,
  toSalesOrderTransportRecord,
  toSupplierRecord,
  toCodeNameRecord,
  toTransportPriceRecord,
  type CodeNameRecord,
  type PriceRecord,
  type SalesOrderRecord,
  type TransportPriceRecord,
} from '../src/provider/records';
import { pickPrices } from '../src/domains/prices/rules';
import { capabilitiesOf, parseRoles } from '../src/session/session';
import { required } from '../src/common/required';
import Decimal from 'decimal.js';

type Raw = Record<string, unknown>;

const TO_BE_PLANNED_CUSTOMER = '99999998';
const OWN_TRANSPORT = '99999999';
const APPS = { main: 'backoffice', accounting: 'accounting' } as const;

export class ProviderCallError extends Error {}

export class DirectClient {
  private token = '';

  /** `specOnly`: the ideal client of a provider without extensions (the spec's whole lists, paged here). */
  constructor(
    private readonly baseUrl: string,
    private readonly specOnly = false,
  ) {}

  /** The provider token of the last sign-in (the client's session). */
  get signedIn(): boolean {
    return this.token !== '';
  }

  /** One procedure call, as the gateway makes it (same name, method and payload encoding). */
  private async items<K extends ProcedureKey>(key: K, payload: Record<string, unknown> = {}): Promise<Item<K>[]> {
    return ((await this.answer<Item<K>>(key, payload)).Items ?? []) as Item<K>[];
  }

  /** A procedure's whole answer (lists with a count or totals beside their Items). */
  private async answer<T = Raw>(key: ProcedureKey, payload: Record<string, unknown> = {}): Promise<{ Items?: T[]; [extra: string]: unknown }> {
    const def = defaultCatalogue[key];
    let url = `${this.baseUrl}/api/factory/execute/${APPS[def.app]}/${def.name}`;
    const init: RequestInit = { method: def.method, headers: { accept: 'application/json', authorization: `Bearer ${this.token}` } };
    if (def.method === 'GET') {
      const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
      if (query) url += `?${query}`;
    } else {
      init.body = JSON.stringify(payload);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await fetchRead(url, init);
    const body = (await res.json()) as { Success?: boolean; Items?: T[]; Message?: string; [extra: string]: unknown };
    if (res.status !== 200 || !body.Success) throw new ProviderCallError(`${def.name}: ${res.status} ${body.Message ?? ''}`);
    return body;
  }

  /** Sign-in: `POST /token`; the same `login` payload as the gateway's (me and no userErrors). */
  async signIn(email: string, password: string) {
    const res = await fetch(`${this.baseUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'password', userName: email, password }).toString(),
    });
    const answer = (await res.json()) as { access_token?: string; userName?: string; cuserName?: string; roles?: string; error_description?: string };
    if (res.status !== 200 || !answer.access_token) throw new ProviderCallError(`token: ${res.status} ${answer.error_description ?? ''}`);
    this.token = answer.access_token;
    const { roles, roleNames } = parseRoles(answer.roles);
    const session = { userName: answer.userName || email, displayName: answer.cuserName ?? null, roles, roleNames, providerToken: answer.access_token };
    return {
      login: {
        me: { userName: session.userName, displayName: session.displayName, roles: session.roles, capabilities: capabilitiesOf(session) },
        userErrors: [],
      },
    };
  }

  /**
   * A products page (first `limit` by code) with supplier, customer, units and the latest
   * purchase, sales and transport prices. Two rounds: the list, then the three price lists of
   * the page's products (one call each, in parallel). Names come with the list.
   */
  async productsPage(limit: number) {
    const all = await this.items('products.list'); // answered by product code
    const page = all.slice(0, limit).map((raw) => toProductRecord(raw, !this.specOnly));
    const productids = page.map((p) => Number(p.id));
    const [purchase, sales, transport] = this.specOnly
      ? await this.pricesOneByOne(productids)
      : await Promise.all([
          this.items('prices.purchase.list', { productids }),
          this.items('prices.sales.list', { productids }),
          this.items('prices.transport.list', { productids }),
        ]);
    const purchaseBy = groupBy(purchase.map(toPriceRecord), (p) => p.productId);
    const salesBy = groupBy(sales.map(toPriceRecord), (p) => p.productId);
    const transportBy = groupBy(transport.map(toTransportPriceRecord), (p) => p.productId);
    return {
      products: {
        totalCount: all.length,
        nodes: page.map((p) => ({
          id: p.id,
          code: p.code,
          name: p.name,
          description: p.description,
          supplier: { code: p.supplierCode, name: p.supplierName },
          customer: { code: p.customerCode, name: p.customerName },
          salesUnit: { code: p.salesUnitCode, name: p.salesUnitName },
          purchaseUnit: { code: p.purchaseUnitCode, name: p.purchaseUnitName },
          salesPrice: p.salesPrice,
          purchasePrice: p.purchasePrice,
          kilogram: p.kilogram,
          canDelete: p.canDelete,
          purchasePrices: pickPrices(purchaseBy.get(p.id) ?? [], true).map(priceRow),
          salesPrices: pickPrices(salesBy.get(p.id) ?? [], true).map(priceRow),
          transportPrices: pickPrices(transportBy.get(p.id) ?? [], true, (t) => `${t.transporterCode}|${t.pricingType ?? ''}`).map(transportPriceRow),
        })),
      },
    };
  }

  /**
   * The spec's way to the page's price lists: `{productid}`, one call per product and list, all
   * sent at once (no bulkhead: the ideal client of one user), each row's product from its call.
   */
  private async pricesOneByOne(productids: number[]) {
    // the spec's rows need not name their product: each takes the one it was asked for
    const each = <T>(read: (productid: number) => Promise<T[]>) =>
      Promise.all(productids.map(async (productid) => (await read(productid)).map((raw) => ({ ...raw, productid }))));
    const [purchase, sales, transport] = await Promise.all([
      each((productid) => this.items('prices.purchase.list', { productid })),
      each((productid) => this.items('prices.sales.list', { productid })),
      each((productid) => this.items('prices.transport.list', { productid })),
    ]);
    return [purchase.flat(), sales.flat(), transport.flat()] as const;
  }

  /**
   * One sales order as the detail panel shows it: the header, its four child lists, and the
   * suppliers and units dropdowns (for the supplier's demurrage flag and the lines' unit names),
   * all seven calls at once. The customer's code and name come with the order.
   */
  async salesOrder(id: string) {
    const orderid = Number(id);
    const [headers, lines, transports, textLines, documents, suppliers, units] = await Promise.all([
      this.items('salesOrders.get', { salesorderid: orderid }),
      this.items('salesOrders.lines', { orderid }),
      this.items('salesOrders.transports', { orderid }),
      this.items('salesOrders.textLines', { salesorderheaderid: orderid }),
      this.items('salesOrders.documents', { orderid }),
      this.items('reference.suppliers'),
      this.items('reference.units'),
    ]);
    const order = toSalesOrderRecord(required(headers[0], `sales order ${orderid}`));
    const unitBy = byCode(units.map(toCodeNameRecord));
    const unit = (code: string | null) => (code ? (unitBy.get(code) ?? { code, name: code }) : null);
    const supplier = suppliers.map(toSupplierRecord).find((s) => s.code === order.supplierCode);
    const lineRecords = lines.map((raw) => toSalesOrderLineRecord(raw, id, !this.specOnly));
    const lineRows = lineRecords.map((l) => ({
      id: l.id,
      product: { id: l.productId, code: l.productCode, name: l.productName },
      salesQuantity: l.salesQuantity,
      salesUnit: unit(l.salesUnitCode),
      salesPrice: l.salesPrice,
      salesAmount: l.salesAmount,
      purchaseQuantity: l.purchaseQuantity,
      purchaseUnit: unit(l.purchaseUnitCode),
      purchasePrice: l.purchasePrice,
      purchaseAmount: l.purchaseAmount,
      purchaseQuantityChanged: l.purchaseQuantityChanged,
      reportingDate: l.reportingDate,
      packingSlip: l.packingSlip,
      container: l.container,
      shippingDocument: l.shippingDocument,
    }));
    const lineIds = new Set(lineRecords.map((l) => l.id));
    return {
      salesOrder: {
        id: order.id,
        customer: order.customerCode
          ? {
              code: order.customerCode,
              name: order.customerName,
              isToBePlanned: order.customerCode === TO_BE_PLANNED_CUSTOMER,
            }
          : null,
        supplier: { code: order.supplierCode, name: supplier?.name ?? order.supplierName, hasDemurrage: supplier?.hasDemurrage ?? false },
        customerReference: order.customerReference,
        loadingDate: order.loadingDate,
        arrivalDate: order.arrivalDate,
        comments: order.comments,
        shippingCompany: order.shippingCompanyCode ? { code: order.shippingCompanyCode, name: order.shippingCompanyName } : null,
        pickupReference: order.pickupReference,
        isCompleted: order.isCompleted,
        accountingBooking: order.accountingBooking,
        isTemporary: order.isTemporary,
        lines: lineRows,
        transports: transports.map((raw) => {
          const t = toSalesOrderTransportRecord(raw, id, !this.specOnly);
          return {
            id: t.id,
            line: t.lineId && lineIds.has(t.lineId) ? { id: t.lineId } : null,
            transporter: { code: t.transporterCode, name: t.transporterName, needsPricingType: t.transporterCode !== OWN_TRANSPORT },
            pricingType: t.pricingType,
            price: t.price,
            packingSlip: t.packingSlip,
            container: t.container,
            shippingDocument: t.shippingDocument,
          };
        }),
        textLines: textLines.map((raw) => {
          const t = toSalesOrderTextLineRecord(raw, id);
          return { id: t.id, text: t.text };
        }),
        documents: documents.map((raw) => {
          const d = toSalesOrderDocumentRecord(raw, id);
          return {
            fileId: d.fileId,
            fileName: d.fileName,
            documentType: d.documentTypeId ? { id: d.documentTypeId, name: d.documentTypeName ?? '' } : null,
            downloadUrl: `/files/${encodeURIComponent(d.fileId)}`,
          };
        }),
      },
    };
  }

  /** The same order twice (two aliases of one query): fetched once, answered twice. */
  async sameOrderTwice(id: string) {
    const { salesOrder } = await this.salesOrder(id);
    return { a: salesOrder, b: salesOrder };
  }

  /** Month end of a period: one provider call that filters, pages and sums in the database (the monthEndQuery extension). */
  async monthEndYear(from: string, to: string) {
    if (this.specOnly) return this.monthEndYearOfWholeList(from, to);
    const body = await this.answer('monthEnd.query', {
      conditions: [{ field: 'Loadingdate', operator: 'between', value: from, valueTo: to }],
      offset: 0,
      limit: 10_000,
    });
    const t = toMonthEndTotalsRecord(body.Totals as Raw | undefined);
    const nodes = (body.Items ?? []).map((raw) => {
      const { needsTransport, ...r } = toMonthEndRecord(raw);
      return { ...r, isComplete: r.salesBooking !== null && r.purchaseBooking !== null && (!needsTransport || r.transportBooking !== null) };
    });
    const totals = {
      salesAmount: t.salesAmount,
      purchaseAmount: t.purchaseAmount,
      transportAmount: t.transportAmount,
      missingSalesBookings: t.missingSalesBookings,
      missingPurchaseBookings: t.missingPurchaseBookings,
      missingTransportBookings: t.missingTransportBookings,
      incompleteRows: t.incompleteRows,
    };
    return { monthEnd: { totalCount: Number(body.TotalCount), totals, nodes } };
  }

  /**
   * Month end of a period without the monthEndQuery extension: the spec's whole list (GET, no
   * payload) read every time, filtered on the loading date, sorted (newest first, then line) and
   * summed here, as the gateway does it (calls/monthEnd.ts).
   */
  private async monthEndYearOfWholeList(from: string, to: string) {
    const rows = (await this.items('monthEnd.list'))
      .map(toMonthEndRecord)
      .filter((r) => r.loadingDate !== null && r.loadingDate >= from && r.loadingDate <= to)
      .sort((a, b) => (b.loadingDate ?? '').localeCompare(a.loadingDate ?? '') || Number(b.id) - Number(a.id));
    const complete = (r: (typeof rows)[number]) => r.salesBooking !== null && r.purchaseBooking !== null && (!r.needsTransport || r.transportBooking !== null);
    const sum = (value: (r: (typeof rows)[number]) => string | null) => rows.reduce((s, r) => s.plus(value(r) ?? 0), new Decimal(0)).toString();
    const totals = {
      salesAmount: sum((r) => r.salesAmount),
      purchaseAmount: sum((r) => r.purchaseAmount),
      transportAmount: sum((r) => r.transportAmount),
      missingSalesBookings: rows.filter((r) => r.salesBooking === null).length,
      missingPurchaseBookings: rows.filter((r) => r.purchaseBooking === null).length,
      missingTransportBookings: rows.filter((r) => r.needsTransport && r.transportBooking === null).length,
      incompleteRows: rows.filter((r) => !complete(r)).length,
    };
    const nodes = rows.slice(0, 10_000).map(({ needsTransport: _n, ...r }) => ({ ...r, isComplete: complete({ ...r, needsTransport: _n }) }));
    return { monthEnd: { totalCount: rows.length, totals, nodes } };
  }

  /**
   * Copy an order and answer the copy. With a provider that answers the copy's NewId (the
   * extraFields extension): the copy, then the new order. Without (the spec answers Success
   * only): the whole order list before and after the copy, the copy being the one new order with
   * the source's customer, supplier and reference (as mutations/created.ts).
   */
  async copySalesOrder(id: string) {
    const row = (o: SalesOrderRecord) => ({
      customerReference: o.customerReference,
      loadingDate: o.loadingDate,
      customer: o.customerCode ? { code: o.customerCode } : null,
      supplier: { code: o.supplierCode },
    });
    if (!this.specOnly) {
      const answer = await this.answer('salesOrders.copy', { orderid: Number(id) });
      const [copy] = await this.items('salesOrders.get', { salesorderid: Number(answer.NewId) });
      return { copySalesOrder: { salesOrder: row(toSalesOrderRecord(required(copy, 'the copy'))), userErrors: [] } };
    }
    const before = (await this.items('salesOrders.list')).map(toSalesOrderRecord);
    const source = required(
      before.find((o) => o.id === id),
      'the source order',
    );
    await this.answer('salesOrders.copy', { orderid: Number(id) });
    const known = new Set(before.map((o) => o.id));
    const same = (a: string | null, b: string | null) => (a?.trim() || null) === (b?.trim() || null);
    const made = (await this.items('salesOrders.list'))
      .map(toSalesOrderRecord)
      .filter(
        (o) =>
          !known.has(o.id) &&
          same(o.customerCode, source.customerCode) &&
          same(o.supplierCode, source.supplierCode) &&
          same(o.customerReference, source.customerReference),
      );
    return { copySalesOrder: { salesOrder: made.length === 1 ? row(made[0]!) : null, userErrors: [] } };
  }

  /**
   * A page of the overview: the provider filters, sorts and pages (getSalesOrdersPage, as the
   * gateway asks it) while the units dropdown comes at once. `filter` is the provider's payload.
   */
  async salesOrdersPage(limit: number, filter: Record<string, unknown> = {}) {
    if (this.specOnly) return this.salesOrdersPageOfWholeList(limit);
    const [body, units] = await Promise.all([
      this.answer<Item<'salesOrders.page'>>('salesOrders.page', { range: '6months', ...filter, offset: 0, limit }),
      this.items('reference.units'),
    ]);
    const unitBy = byCode(units.map(toCodeNameRecord));
    const unit = (code: string | null) => (code ? (unitBy.get(code) ?? { code, name: code }) : null);
    return {
      salesOrders: {
        totalCount: Number(body.TotalCount),
        nodes: (body.Items ?? []).map((raw) => orderRow(toSalesOrderRecord(raw), unit)),
      },
    };
  }

  /**
   * The overview's first page without the salesOrderPages extension: the spec's whole 6-month list
   * (GET, no payload) read every time, newest first, cut to the page here, the units at once.
   */
  private async salesOrdersPageOfWholeList(limit: number) {
    const [orders, units] = await Promise.all([this.items('salesOrders.list6Months'), this.items('reference.units')]);
    const unitBy = byCode(units.map(toCodeNameRecord));
    const unit = (code: string | null) => (code ? (unitBy.get(code) ?? { code, name: code }) : null);
    const records = orders.map(toSalesOrderRecord).sort((a, b) => Number(b.id) - Number(a.id));
    return { salesOrders: { totalCount: records.length, nodes: records.slice(0, limit).map((o) => orderRow(o, unit)) } };
  }
}

/**
 * A read, tried once more when the connection fails before an answer (a keep-alive connection
 * the provider closed at that moment): the gateway's provider client retries reads the same way.
 */
async function fetchRead(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

function orderRow(o: SalesOrderRecord, unit: (code: string | null) => CodeNameRecord | null) {
  return {
    id: o.id,
    customer: o.customerCode ? { code: o.customerCode, name: o.customerName, isToBePlanned: o.customerCode === TO_BE_PLANNED_CUSTOMER } : null,
    supplier: { code: o.supplierCode, name: o.supplierName },
    customerReference: o.customerReference,
    loadingDate: o.loadingDate,
    arrivalDate: o.arrivalDate,
    salesUnit: unit(o.salesUnitCode),
    salesQuantity: o.salesQuantity,
    purchaseUnit: unit(o.purchaseUnitCode),
    purchaseQuantity: o.purchaseQuantity,
    productCode: o.productCode,
    packingSlip: o.packingSlip,
    container: o.container,
    shippingDocument: o.shippingDocument,
    accountingBooking: o.accountingBooking,
    isCompleted: o.isCompleted,
  };
}

function priceRow(p: PriceRecord) {
  return { id: p.id, price: p.price, startDate: p.startDate, endDate: p.endDate, isApproved: p.isApproved, canDelete: p.canDelete };
}

function transportPriceRow(t: TransportPriceRecord) {
  return {
    id: t.id,
    transporter: { code: t.transporterCode, name: t.transporterName, needsPricingType: t.transporterCode !== OWN_TRANSPORT },
    pricingType: t.pricingType,
    price: t.price,
    startDate: t.startDate,
    endDate: t.endDate,
    isApproved: t.isApproved,
  };
}

function groupBy<V>(rows: V[], keyOf: (row: V) => string): Map<string, V[]> {
  const map = new Map<string, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}

function byCode<V extends { code: string }>(rows: V[]): Map<string, V> {
  return new Map(rows.map((r) => [r.code, r]));
}
