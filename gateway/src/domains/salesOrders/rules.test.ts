import { lineAmounts, purchaseQuantityChangedOf } from './rules';

const line = { purchaseQuantity: '20', purchaseQuantityChanged: false, salesUnitCode: 'TON', purchaseUnitCode: 'TON' };
const change = { salesQuantity: '22.5', salesPrice: '250,5', purchaseQuantity: '20', purchasePrice: '200' };

describe('lineAmounts (spec 02 §5)', () => {
  it('follows the sales quantity while the units are equal and the purchase quantity was never changed', () => {
    expect(lineAmounts(line, change)).toEqual({ salesAmount: '5636.25', purchaseAmount: '4500.00' });
  });

  it('takes the purchase quantity once it was changed, now or before, or when the units differ', () => {
    expect(lineAmounts(line, { ...change, purchaseQuantity: '21' })).toEqual({ salesAmount: '5636.25', purchaseAmount: '4200.00' });
    expect(lineAmounts({ ...line, purchaseQuantityChanged: true }, change).purchaseAmount).toBe('4000.00');
    expect(lineAmounts({ ...line, purchaseUnitCode: 'KG' }, change).purchaseAmount).toBe('4000.00');
    expect(lineAmounts(null, change).purchaseAmount).toBe('4000.00');
  });

  it('keeps amounts the user gave, rounds half up to the cent, exactly', () => {
    expect(lineAmounts(line, { ...change, salesAmount: '5000', purchaseAmount: '4000' })).toEqual({ salesAmount: '5000', purchaseAmount: '4000' });
    expect(lineAmounts(line, { salesQuantity: '3', salesPrice: '33.335', purchaseQuantity: '20', purchasePrice: '0.1' })).toEqual({
      salesAmount: '100.01',
      purchaseAmount: '0.30',
    });
  });
});

describe('purchaseQuantityChangedOf', () => {
  const stored = { purchaseQuantity: '20', salesQuantity: '20', purchaseQuantityChanged: true };
  it("takes the provider's flag under extraFields, else counts a purchase quantity other than the sales quantity as changed", () => {
    expect(purchaseQuantityChangedOf(true, stored)).toBe(true);
    expect(purchaseQuantityChangedOf(false, stored)).toBe(false);
    expect(purchaseQuantityChangedOf(false, { ...stored, purchaseQuantity: '19.5', purchaseQuantityChanged: false })).toBe(true);
  });
});
