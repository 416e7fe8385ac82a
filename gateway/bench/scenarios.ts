/**
 * The scenarios: for each, one GraphQL operation sent to the gateway and the ideal direct
 * client's way to the same data. The operations copy the web client's own fragments
 * (web/src/features/…/*.graphql) as they were when the benchmark was written, so that the
 * figures stay comparable from run to run; change them deliberately.
 */
import type { DirectClient } from './direct-client';

export const ADMIN = { email: 'admin@backoffice.test', password: 'Admin!2024' };

export interface Scenario {
  name: string;
  /** What it stands for, one line (README and the printed table). */
  title: string;
  query: string;
  variables: Record<string, unknown>;
  /** Whether the gateway request carries the session token (sign-in does not). */
  signedIn: boolean;
  direct(client: DirectClient): Promise<unknown>;
}

const ME = `
fragment MeFields on Me {
  userName
  displayName
  roles
  capabilities { manageUsers managePeriodDates approvePrices deleteOrders sendToAccounting }
}`;

const PRODUCT_ROW = `
fragment ProductRow on Product {
  id code name description
  supplier { code name }
  customer { code name }
  salesUnit { code name }
  purchaseUnit { code name }
  salesPrice purchasePrice kilogram canDelete
}
fragment PurchasePriceRow on PurchasePrice { id price startDate endDate isApproved canDelete }
fragment SalesPriceRow on SalesPrice { id price startDate endDate isApproved canDelete }
fragment TransportPriceRow on TransportPrice {
  id
  transporter { code name needsPricingType }
  pricingType price startDate endDate isApproved
}`;

export const SALES_ORDER_ROW = `
fragment SalesOrderRow on SalesOrder {
  id
  customer { code name isToBePlanned }
  supplier { code name }
  customerReference loadingDate arrivalDate
  salesUnit { code name }
  salesQuantity
  purchaseUnit { code name }
  purchaseQuantity productCode packingSlip container shippingDocument accountingBooking isCompleted
}`;

export const SALES_ORDER_DETAIL = `
fragment SalesOrderLineFields on SalesOrderLine {
  id
  product { id code name }
  salesQuantity
  salesUnit { code name }
  salesPrice salesAmount purchaseQuantity
  purchaseUnit { code name }
  purchasePrice purchaseAmount purchaseQuantityChanged reportingDate packingSlip container shippingDocument
}
fragment SalesOrderTransportFields on SalesOrderTransport {
  id
  line { id }
  transporter { code name needsPricingType }
  pricingType price packingSlip container shippingDocument
}
fragment SalesOrderDocumentFields on SalesOrderDocument {
  fileId fileName
  documentType { id name }
  downloadUrl
}
fragment SalesOrderDetail on SalesOrder {
  id
  customer { code name isToBePlanned }
  supplier { code name hasDemurrage }
  customerReference loadingDate arrivalDate comments
  shippingCompany { code name }
  pickupReference isCompleted accountingBooking isTemporary
  lines { ...SalesOrderLineFields }
  transports { ...SalesOrderTransportFields }
  textLines { id text }
  documents { ...SalesOrderDocumentFields }
}`;

/** The scenarios; `orderId` is an order with lines, transports, text lines and a document. */
export function scenarios(orderId: string): Scenario[] {
  return [
    {
      name: 'sign-in',
      title: 'sign in (the web Login mutation / POST /token)',
      query: `mutation Login($email: String!, $password: String!) {
  login(input: { email: $email, password: $password }) { me { ...MeFields } userErrors { field message code } }
}${ME}`,
      variables: { email: ADMIN.email, password: ADMIN.password },
      signedIn: false,
      direct: (c) => c.signIn(ADMIN.email, ADMIN.password),
    },
    {
      name: 'products-page',
      title: 'products page of 100 with supplier, customer, units and latest purchase/sales/transport prices',
      query: `query ProductsPage {
  products(page: { offset: 0, limit: 100 }) {
    totalCount
    nodes {
      ...ProductRow
      purchasePrices(latest: true) { ...PurchasePriceRow }
      salesPrices(latest: true) { ...SalesPriceRow }
      transportPrices(latest: true) { ...TransportPriceRow }
    }
  }
}${PRODUCT_ROW}`,
      variables: {},
      signedIn: true,
      direct: (c) => c.productsPage(100),
    },
    {
      name: 'sales-order',
      title: 'one sales order with lines, transports, text lines, documents, customer and supplier (the detail panel)',
      query: `query SalesOrder($id: ID!) { salesOrder(id: $id) { ...SalesOrderDetail } }${SALES_ORDER_DETAIL}`,
      variables: { id: orderId },
      signedIn: true,
      direct: (c) => c.salesOrder(orderId),
    },
    {
      name: 'sales-orders-page',
      title: 'sales-order page of 100 (last 6 months) with customers and suppliers (the overview)',
      query: `query SalesOrders($page: ListPage, $range: SalesOrderRange) {
  salesOrders(page: $page, range: $range) { totalCount nodes { ...SalesOrderRow } }
}${SALES_ORDER_ROW}`,
      variables: { page: { offset: 0, limit: 100 }, range: 'LAST_6_MONTHS' },
      signedIn: true,
      direct: (c) => c.salesOrdersPage(100),
    },
    {
      name: 'same-order-twice',
      title: 'the same sales order asked twice in one query (two aliases)',
      query: `query SameOrderTwice($id: ID!) {
  a: salesOrder(id: $id) { ...SalesOrderDetail }
  b: salesOrder(id: $id) { ...SalesOrderDetail }
}${SALES_ORDER_DETAIL}`,
      variables: { id: orderId },
      signedIn: true,
      direct: (c) => c.sameOrderTwice(orderId),
    },
    {
      name: 'month-end-year',
      title: 'month end of the last 12 months in one page (up to 10 000 rows) with totals, filtered and paged in the provider',
      query: `query MonthEndYear($from: String, $to: String) {
  monthEnd(filter: { conditions: [{ field: LOADING_DATE, operator: BETWEEN, value: $from, valueTo: $to }] }, page: { offset: 0, limit: 10000 }) {
    totalCount
    totals { salesAmount purchaseAmount transportAmount missingSalesBookings missingPurchaseBookings missingTransportBookings incompleteRows }
    nodes { id productCode loadingDate salesOrderId salesBooking salesQuantity salesAmount purchaseOrderId purchaseBooking purchaseQuantity purchaseAmount
      transportOrderId transportBooking transportQuantity transportAmount isComplete }
  }
}`,
      variables: yearRange(),
      signedIn: true,
      direct: (c) => c.monthEndYear(yearRange().from, yearRange().to),
    },
    {
      // last: every request adds an order (a copy of the rich one) to the lists the others read
      name: 'copy-sales-order',
      title: 'copy an order and open the copy (without NewId: the whole order list read before and after)',
      query: `mutation CopySalesOrder($id: ID!) {
  copySalesOrder(id: $id) { salesOrder { customerReference loadingDate customer { code } supplier { code } } userErrors { code } }
}`,
      variables: { id: orderId },
      signedIn: true,
      direct: (c) => c.copySalesOrder(orderId),
    },
  ];
}

/** The last 12 months up to today (UTC). */
export function yearRange(): { from: string; to: string } {
  const to = new Date();
  const from = new Date(Date.UTC(to.getUTCFullYear() - 1, to.getUTCMonth(), to.getUTCDate() + 1));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}
