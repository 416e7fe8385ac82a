/**
 * The report builders' example queries: offered as tabs in the GraphQL IDE and printed in the
 * README's "For report builders" section. gateway/test/report-examples.test.ts checks that both
 * hold the same queries and that every one validates against the schema.
 */
export interface ReportExample {
  title: string;
  query: string;
  variables?: Record<string, unknown>;
}

export const REPORT_EXAMPLES: ReportExample[] = [
  {
    title: 'Month end of a month with totals',
    query: `query MonthEndOfMonth($month: String!) {
  monthEnd(filter: { month: $month }, page: { offset: 0, limit: 1000 }) {
    totalCount
    totals {
      salesQuantity
      salesAmount
      purchaseAmount
      transportAmount
      missingSalesBookings
      missingPurchaseBookings
      missingTransportBookings
      incompleteRows
    }
    nodes {
      productCode
      loadingDate
      salesOrderId
      salesBooking
      salesQuantity
      salesAmount
      purchaseOrderId
      purchaseBooking
      purchaseAmount
      transportOrderId
      transportBooking
      transportAmount
    }
  }
}`,
    variables: { month: '2026-10' },
  },
  {
    title: 'Incomplete month-end rows with their orders',
    query: `query IncompleteRowsWithOrders($month: String!) {
  monthEnd(filter: { month: $month, incompleteOnly: true }, sort: [{ field: LOADING_DATE, direction: ASC }]) {
    totalCount
    nodes {
      productCode
      loadingDate
      salesBooked
      purchaseBooked
      needsTransport
      transportBooked
      salesOrder {
        id
        customerReference
        customer { code name }
        supplier { code name }
        lines { product { code name } salesQuantity salesAmount purchaseAmount }
      }
      purchaseOrder { id invoiceNumber invoiceDate accountingBooking totalExclVat }
      transportOrder { id supplier { name } invoiceNumber accountingBooking totalExclVat }
    }
  }
}`,
    variables: { month: '2026-10' },
  },
  {
    title: "A customer's orders with their lines",
    query: `query CustomerOrders($customer: String!) {
  salesOrders(range: ALL, filter: { search: $customer }, page: { offset: 0, limit: 500 }) {
    totalCount
    nodes {
      id
      loadingDate
      customer { code name }
      customerReference
      accountingBooking
      lines {
        product { code name }
        salesQuantity
        salesUnit { code }
        salesPrice
        salesAmount
      }
    }
  }
}`,
    variables: { customer: 'Voeders Algoet' },
  },
  {
    title: 'Containers waiting past their free days',
    query: `query DemurrageCharged {
  demurrage(filter: { conditions: [{ field: STATUS, operator: IS, value: "DEMURRAGE" }] }) {
    totalCount
    freeDays
    nodes {
      id
      container
      shippingCompany { name }
      customer { name }
      arrivalDate
      pickingDate
      daysWaiting
      status
    }
  }
}`,
  },
  {
    title: "A supplier's purchase invoices, newest first, with their totals",
    query: `query SupplierPurchaseInvoices($supplier: String!) {
  purchaseOrders(
    show: ALL
    filter: { conditions: [{ field: SUPPLIER_CODE, operator: IS, value: $supplier }] }
    sort: [{ field: INVOICE_DATE, direction: DESC }]
    page: { offset: 0, limit: 100 }
  ) {
    totalCount
    totals { totalExclVat totalVat total }
    nodes {
      id
      invoiceNumber
      invoiceDate
      accountingBooking
      totalExclVat
      total
      lines { salesOrderId quantity price amount }
    }
  }
}`,
    variables: { supplier: '200001' },
  },
];
