import { lineAmount, parseVatAmount as parseVatAmountInput, sumAmounts as sum, vatAmount } from '@backoffice/shared/decimal';
import { withinScale } from './rules';

describe('purchase money', () => {
  it('rounds amount and VAT half up to the cent, exactly', () => {
    expect(lineAmount('200.25', '24.5')).toBe('4906.13'); // 4906.125
    expect(lineAmount('33.335', '3')).toBe('100.01'); // 100.005, which a float makes 100.00499…
    expect(lineAmount('1.005', '1')).toBe('1.01');
    expect(vatAmount('0.50', '21')).toBe('0.11'); // 0.105
    expect(vatAmount('4906.13', '6')).toBe('294.37');
    expect(sum(['0.10', '0.20', '0.30'])).toBe('0.60');
  });

  it('reads a VAT amount in the formats the app writes money, at most two decimals', () => {
    for (const [typed, value] of [
      ['12', '12'],
      ['12,5', '12.5'],
      ['12.50', '12.5'],
      ['€ 3,10', '3.1'],
      ['7 €', '7'],
      ['0012,34', '12.34'],
      ['12,', '12'],
      ['1.286,66', '1286.66'],
      ['€ 1.286,66', '1286.66'],
      ['1 000', '1000'],
      [',5', '0.5'],
    ] as const) {
      expect([typed, parseVatAmountInput(typed)]).toEqual([typed, value]);
    }
    for (const bad of ['', ' ', 'abc', '1,2,3', '1.2.3', '1,286', '1.28,66', '-1', '+1', '€€1', '€1€', '1e3', '1 00']) {
      expect([bad, parseVatAmountInput(bad)]).toEqual([bad, null]);
    }
  });

  it('checks the scale of quantities and prices', () => {
    expect(withinScale('1.001', 3)).toBe(true);
    expect(withinScale('1.0001', 3)).toBe(false);
    expect(withinScale('-1', 3)).toBe(false);
  });
});
