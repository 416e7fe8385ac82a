import type { ProviderClient } from '../client';
import { linesToChange, repriceLine } from './prices';

/** A provider client that records which procedure was asked with what, and answers `items`. */
function fakeProvider(items: Record<string, unknown>[]) {
  const asked: { key: string; payload: Record<string, unknown> }[] = [];
  const provider = {
    items: async (key: string, payload: Record<string, unknown>) => {
      asked.push({ key, payload });
      return items;
    },
    execute: async (key: string, payload: Record<string, unknown>) => {
      asked.push({ key, payload });
      return { Success: true };
    },
  } as unknown as ProviderClient;
  return { provider, asked };
}

const RAW = {
  orderLineId: 9,
  salesOrderId: 41,
  ProductId: 5,
  ProductCode: 'P010005',
  ProductDescription: 'Tarwe',
  Loadingdate: '2025-03-10T00:00:00',
  PurchaseQuantity: 24.5,
  SalesQuantity: 24,
  PurchasePrice: 180,
  SalesPrice: 200,
  TransportPrice: 12,
  PricingType: 2,
  Price: 185,
};

describe('the lines a price change concerns (one shape for order lines and transports)', () => {
  it('asks a product’s purchase or sales lines by product, the period as the provider writes dates', async () => {
    const { provider, asked } = fakeProvider([RAW]);
    const lines = await linesToChange(provider, { kind: 'sales', productId: '5' }, '2025-01-01', '2025-12-31');
    expect(asked).toEqual([{ key: 'prices.sales.linesToChange', payload: { productid: 5, startdate: '1/1/2025', enddate: '12/31/2025' } }]);
    expect(lines).toEqual([expect.objectContaining({ id: '9', quantity: '24', currentPrice: '200', newPrice: '185' })]);
    await linesToChange(provider, { kind: 'purchase', productId: '5' }, '2025-01-01', '2025-12-31');
    expect(asked[1]?.key).toBe('prices.purchase.linesToChange');
  });

  it('asks a transporter’s transports by transporter, read as transport lines', async () => {
    const { provider, asked } = fakeProvider([RAW]);
    const lines = await linesToChange(provider, { kind: 'transport', transporterCode: 'T0004' }, '2025-05-01', '2025-05-31');
    expect(asked).toEqual([{ key: 'prices.transport.linesToChange', payload: { transportercode: 'T0004', startdate: '5/1/2025', enddate: '5/31/2025' } }]);
    expect(lines).toEqual([expect.objectContaining({ currentPrice: '12', pricingType: 'UNIT_PRICE' })]);
  });

  it('reprices a line through its kind’s procedure', async () => {
    const { provider, asked } = fakeProvider([]);
    for (const kind of ['PURCHASE', 'SALES', 'TRANSPORT'] as const) await repriceLine(provider, kind, '9', '12.5');
    expect(asked.map((a) => a.key)).toEqual(['prices.purchase.repriceLine', 'prices.sales.repriceLine', 'prices.transport.repriceLine']);
    expect(asked[0]?.payload).toEqual({ orderlineid: 9, newprice: '12.5' });
  });
});
