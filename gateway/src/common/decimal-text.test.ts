import Decimal from 'decimal.js';
import { decimalText } from './decimal-text';

describe('decimalText', () => {
  it("answers what decimal.js's toString answers, for canonical text and for every other form", () => {
    const texts = [
      '0',
      '-0',
      '12',
      '-12.5',
      '12.50',
      '007',
      '0.1',
      '.5',
      '5.',
      '0.000001',
      '0.0000001',
      '-0.00000012',
      '1e3',
      '1E-3',
      '12345678901234567890',
      '123456789012345678901',
      '1234567890123456789012.5',
      '99999999999999.9999',
      '+3',
      'Infinity',
      '-Infinity',
      'NaN',
    ];
    // and a few thousand the way the provider sends them (numeric(14,4), JSON numbers)
    for (let i = 0; i < 5000; i++) {
      const n = (Math.random() - 0.5) * 10 ** Math.floor(Math.random() * 12);
      texts.push(String(Number(n.toFixed(Math.floor(Math.random() * 5)))), n.toFixed(4), n.toFixed(2));
    }
    for (const text of texts) expect([text, decimalText(text)]).toEqual([text, new Decimal(text).toString()]);
  });

  it('refuses what is not a number, as decimal.js does', () => {
    for (const text of ['', 'abc', '1,5', '1.2.3', '--1', ' 4']) expect(() => decimalText(text)).toThrow();
  });
});
