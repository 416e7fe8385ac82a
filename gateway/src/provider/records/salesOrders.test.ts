import { toSalesItemRecord, toSalesOrderLineRecord, toSalesOrderTransportRecord } from './salesOrders';

/** Extension-only answer fields (x-extension extraFields in the contract) are read only with the extension on. */
describe('sales-order answers and the extraFields extension', () => {
  const line = { id: 5, orderid: 9, productid: 12, product: 'Tarwe', productcode: 'P010001', purchaseQuantityChanged: true };

  it("reads a line's product id and name and its purchaseQuantityChanged only with extraFields", () => {
    expect(toSalesOrderLineRecord(line, '3', true)).toMatchObject({ salesOrderId: '3', productId: '12', productName: 'Tarwe', purchaseQuantityChanged: true });
    expect(toSalesOrderLineRecord(line, '3', false)).toMatchObject({
      salesOrderId: '3',
      productId: '',
      productCode: 'P010001',
      productName: '',
      purchaseQuantityChanged: false,
    });
  });

  it("reads a transport's line and transporter code only with extraFields", () => {
    const transport = { id: 6, salesorderlineid: 5, TransporterCode: '70001', Transporter: 'Trans BV' };
    expect(toSalesOrderTransportRecord(transport, '3', true)).toMatchObject({ lineId: '5', transporterCode: '70001', transporterName: 'Trans BV' });
    expect(toSalesOrderTransportRecord(transport, '3', false)).toMatchObject({ lineId: null, transporterCode: '', transporterName: 'Trans BV' });
  });

  it("reads a sales item's code and product name only with extraFields", () => {
    const item = { key: 12, value: 'P010001 Tarwe', code: 'P010001', product: 'Tarwe' };
    expect(toSalesItemRecord(item, true)).toMatchObject({ productId: '12', productCode: 'P010001', productName: 'Tarwe', label: 'P010001 Tarwe' });
    expect(toSalesItemRecord(item, false)).toMatchObject({ productId: '12', productCode: '', productName: 'P010001 Tarwe', label: 'P010001 Tarwe' });
  });
});
