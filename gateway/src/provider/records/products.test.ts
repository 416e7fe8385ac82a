import {
  fromProviderPricingType,
  toAffectedOrderLineRecord,
  toPriceChangeRecord,
  toPriceRecord,
  toProductRecord,
  mergeProductDetail,
  type ProductAnswer,
} from './products';
import { toProviderPriceFields, toProviderTransportPrice, transportPriceRefusalMessage } from '../calls/prices';
import { toProviderProductFields } from '../calls/products';

describe('product records', () => {
  it('translates a product of the list, DeleteButton "False" meaning it cannot be deleted', () => {
    const raw: ProductAnswer = {
      id: 7,
      Productcode: 'P010007',
      Product: 'Tarwe',
      Description: '',
      Supplier: 'Cargill',
      SupplierCode: '200001',
      Customer: 'Aveve',
      CustomerCode: '100016',
      Productgroup: 'Granen',
      ProductGroupCode: 'GRAAN',
      ProductType: 1,
      SalesUnit: 'Ton',
      SalesUnitCode: 'TON',
      PurchaseUnit: 'Ton',
      PurchaseUnitCode: 'TON',
      SalesPrice: 231.5,
      PurchasePrice: null,
      Kilogram: '1000,5',
      Approver: '',
      ApproverUserName: '',
      Temporary: false,
      ExactBooking: '700003',
      DeleteButton: 'False',
    };
    const record = toProductRecord(raw, true);
    expect(record).toMatchObject({
      id: '7',
      code: 'P010007',
      name: 'Tarwe',
      description: null,
      productTypeId: '1',
      kilogram: '1000.5',
      salesPrice: '231.5',
      purchasePrice: null,
      approverId: null,
      canDelete: false,
      accountingBooking: '700003',
    });
    expect(toProductRecord({ id: 1, DeleteButton: 'True' }, true).canDelete).toBe(true);
    // without the extraFields extension only the spec's list fields are read
    expect(toProductRecord(raw, false)).toEqual({ ...record, productTypeId: null, accountingBooking: null, isTemporary: false, description: null });
  });

  it('merges the spec detail (no id, no codes) over the product’s row of the list', () => {
    const row = toProductRecord({ id: 7, Productcode: 'P1', Product: 'Old', SupplierCode: '200001', Supplier: 'Cargill', Kilogram: '5', Note: '' }, false);
    const merged = mergeProductDetail(row, { productcode: 'P1', product: 'Tarwe', Supplier: 'Cargill NV', Salesunit: 'Ton', kilogram: 7.5, Note: 'dry' });
    expect(merged).toMatchObject({
      id: '7',
      code: 'P1',
      name: 'Tarwe',
      supplierCode: '200001',
      supplierName: 'Cargill NV',
      salesUnitName: 'Ton',
      kilogram: '7.5',
      note: 'dry',
    });
    expect(mergeProductDetail(row, {})).toEqual(row);
  });

  it('reads canDelete "false" and the provider dates of a price', () => {
    expect(
      toPriceRecord({
        Id: 3,
        productid: 7,
        Price: 180,
        StartDate: '2025-01-01T00:00:00',
        EndDate: '2025-12-31T00:00:00',
        isApproved: true,
        canDelete: 'false',
      }),
    ).toEqual({
      id: '3',
      productId: '7',
      price: '180',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      isApproved: true,
      canDelete: false,
    });
  });

  it('maps pricing types 1 and 2; own transport has none', () => {
    expect([fromProviderPricingType(1), fromProviderPricingType('2'), fromProviderPricingType(''), fromProviderPricingType(null)]).toEqual([
      'BLOCK_FREIGHT',
      'UNIT_PRICE',
      null,
      null,
    ]);
  });

  it('reads the Change Price row by its Dutch names', () => {
    expect(
      toPriceChangeRecord({
        PriceId: 4,
        Pricingtype: 3,
        'Artikel seg 1': 'Tarwe',
        BeginDatum: '2025-01-01T00:00:00',
        EindDatum: '2025-12-31T00:00:00',
        Prijs: 12.5,
        Relatiecode: 'T0001',
        color: 'red',
      }),
    ).toMatchObject({
      id: '4',
      kind: 'TRANSPORT',
      articleSegment1: 'Tarwe',
      startDate: '2025-01-01',
      price: '12.5',
      relationCode: 'T0001',
      color: 'red',
    });
    expect(toPriceChangeRecord({ PriceId: 5, 'Soort prijs': 'Verkoop', Prijs: 1 }).kind).toBe('SALES');
  });

  it('reads the lines to change of each kind', () => {
    const raw = {
      orderLineId: 9,
      Loadingdate: '2025-03-10T00:00:00',
      PurchaseQuantity: 24.5,
      PurchasePrice: 180,
      SalesQuantity: 24,
      SalesPrice: 200,
      TransportPrice: 12,
      PricingType: 2,
      Price: 185,
    };
    expect(toAffectedOrderLineRecord(raw, 'PURCHASE')).toMatchObject({
      id: '9',
      quantity: '24.5',
      currentPrice: '180',
      newPrice: '185',
      pricingType: null,
      loadingDate: '2025-03-10',
    });
    expect(toAffectedOrderLineRecord(raw, 'SALES')).toMatchObject({ quantity: '24', currentPrice: '200' });
    expect(toAffectedOrderLineRecord(raw, 'TRANSPORT')).toMatchObject({ currentPrice: '12', pricingType: 'UNIT_PRICE' });
  });
});

describe('to the provider', () => {
  it('sends prices with a decimal point and dates as month/day/year', () => {
    expect(toProviderPriceFields({ price: '1234,50', startDate: '2025-01-05', endDate: '2025-12-31' })).toEqual({
      price: '1234.5',
      startdate: '1/5/2025',
      enddate: '12/31/2025',
    });
  });

  it('sends no pricing type for own transport (99999999)', () => {
    const base = { productId: '7', price: '10', startDate: '2025-01-01', endDate: '2025-12-31', pricingType: 'BLOCK_FREIGHT' as const };
    expect(toProviderTransportPrice({ ...base, transporterCode: 'T0001' })).toMatchObject({ productid: 7, transportercode: 'T0001', pricingtype: 1 });
    expect(toProviderTransportPrice({ ...base, transporterCode: '99999999' })).not.toHaveProperty('pricingtype');
  });

  it('shows "Please set pricetype" for a refused transport price, unless the provider names the problem', () => {
    expect(transportPriceRefusalMessage('Something went wrong')).toBe('Please set pricetype');
    expect(transportPriceRefusalMessage(undefined)).toBe('Please set pricetype');
    expect(transportPriceRefusalMessage('A price is already available for this start date')).toBe('A price is already available for this start date');
  });

  it('leaves out what an update keeps, and sends the approver only for administrators', () => {
    expect(toProviderProductFields({ name: 'Tarwe', note: '', supplierCode: null, kilogram: '1,5', approverId: 'u1' }, false)).toEqual({
      product: 'Tarwe',
      note: '',
      kilogram: '1.5',
      approver: '',
    });
    expect(toProviderProductFields({ approverId: 'u1' }, true)).toEqual({ approver: 'u1' });
  });
});
