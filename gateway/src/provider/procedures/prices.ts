import { heavyRead, readProcedure, writeProcedure, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/prices.ts uses, under the keys it names; catalogue.ts is every domain's. */
export const procedures = {
  // {productids} batches the lists of several products
  'prices.purchase.list': heavyRead('getPurchasePrices'),
  'prices.purchase.create': writeProcedure('postPurchasePrice'),
  'prices.purchase.update': writeProcedure('putPurchasePrice'),
  'prices.purchase.delete': writeProcedure('deletePurchasePrice'),
  'prices.purchase.approve': writeProcedure('approvePurchasePrice'),
  'prices.purchase.checkDuplicate': readProcedure('checkPurchasePriceDuplicate'),
  'prices.purchase.checkDuplicateEdit': readProcedure('checkPurchasePriceDuplicateEdit'),
  'prices.purchase.linesToChange': readProcedure('getPurchaseLinesToChange'),
  'prices.purchase.repriceLine': writeProcedure('updatePricePurchaseLines'),
  'prices.sales.list': heavyRead('getSalesPrices'),
  'prices.sales.create': writeProcedure('postSalesPrice'),
  'prices.sales.update': writeProcedure('putSalesPrice'),
  'prices.sales.delete': writeProcedure('deleteSalesPrice'),
  'prices.sales.approve': writeProcedure('approveSalesPrice'),
  'prices.sales.checkDuplicate': readProcedure('checkSalesPriceDuplicate'),
  'prices.sales.checkDuplicateEdit': readProcedure('checkSalesPriceDuplicateEdit'),
  'prices.sales.linesToChange': readProcedure('getSalesLinesToChange'),
  'prices.sales.repriceLine': writeProcedure('updatePriceSalesLines'),
  'prices.transport.list': heavyRead('getTransportPrices'),
  'prices.transport.create': writeProcedure('postTransportPrice'),
  'prices.transport.update': writeProcedure('putTransportPrice'),
  'prices.transport.approve': writeProcedure('approveTransportPrice'),
  'prices.transport.checkDuplicate': readProcedure('checkTransportPriceDuplicate'),
  'prices.transport.checkDuplicateEdit': readProcedure('checkTransportPriceDuplicateEdit'),
  'prices.transport.linesToChange': readProcedure('getTransportLinesToChange'),
  'prices.transport.repriceLine': writeProcedure('updateTransportPriceLines'),
  'prices.changeTask': writeProcedure('postPricechangeTask'),
  'prices.table': heavyRead('getPricesTable', 'GET'),
  'prices.updateTable': writeProcedure('updatePricesTable'),
} satisfies Record<string, ProcedureDef>;

/** The list kinds its writes make stale (list-generations.ts); a domain without `affects` makes every kind stale. */
// a price change reprices lines and shows in the product list; its approval request is a task
export const affects: readonly string[] = ['prices', 'products', 'salesOrders', 'purchaseOrders', 'monthEnd', 'tasks'];
