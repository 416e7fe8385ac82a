import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import i18n from '../../i18n';
import { decimalLimitProblem, decimalLimitText, formatDecimal, formatMoney, parseDecimalInput } from './money';
import { MoneyText } from './money-text';

describe('formatMoney', () => {
  it.each<[string | number | null | undefined, string]>([
    [1234.56, '€ 1.234,56'],
    ['1234.5', '€ 1.234,50'],
    ['1234', '€ 1.234,00'],
    [0, '€ 0,00'],
    ['0', '€ 0,00'],
    [-1234.56, '€ -1.234,56'],
    ['-1234.56', '€ -1.234,56'],
    ['1.005', '€ 1,01'], // 1.005 is 1.00499999… as a float; string rounding gets it right
    [1.005, '€ 1,01'],
    ['0.005', '€ 0,01'],
    ['-0.005', '€ -0,01'],
    ['-0.004', '€ 0,00'], // no negative zero
    ['2.675', '€ 2,68'],
    ['1234567.891', '€ 1.234.567,89'],
    ['999.995', '€ 1.000,00'],
    ['12345678901234567890.12', '€ 12.345.678.901.234.567.890,12'],
    ['.5', '€ 0,50'],
    ['+7', '€ 7,00'],
    ['1e3', '€ 1.000,00'],
    [1e-7, '€ 0,00'],
    ['  42.1 ', '€ 42,10'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['abc', ''],
    [Number.NaN, ''],
  ])('%p → %p', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });
});

describe('formatDecimal', () => {
  it('keeps up to the given number of decimals and trims to the minimum', () => {
    expect(formatDecimal('1234.5', 3, 0)).toBe('1.234,5');
    expect(formatDecimal('12.0005', 3, 0)).toBe('12,001');
    expect(formatDecimal('12', 3, 0)).toBe('12');
    expect(formatDecimal('12.3', 3, 1)).toBe('12,3');
    expect(formatDecimal(1999, 0)).toBe('1.999');
  });
});

describe('parseDecimalInput', () => {
  it.each<[string, string | null]>([
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['1234.56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1.234.567', '1234567'],
    ['1.234.567,8', '1234567.8'],
    ['€ 1.234,56', '1234.56'],
    ['1 234,56', '1234.56'],
    ['-12,5', '-12.5'],
    ['+3', '3'],
    [',5', '0.5'],
    ['007', '7'],
    ['0,000', '0.000'],
    ['-0', '0'],
    ['12,', '12'],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['1,2,3', null],
    ['12.34.5', null],
    ['1.23,4.5', null],
    ['-', null],
    [',', null],
    ['1e5', null],
  ])('%p → %p', (input, expected) => {
    expect(parseDecimalInput(input)).toBe(expected);
  });

  it('round-trips through formatMoney', () => {
    expect(formatMoney(parseDecimalInput('1.234,56'))).toBe('€ 1.234,56');
  });
});

describe('decimalLimitProblem', () => {
  it('refuses more digits than the provider stores (10 before the point, 4 after), as typed in Belgium', () => {
    expect(decimalLimitProblem('100000000000000000000')).toBe('tooLarge'); // 10^20
    expect(decimalLimitProblem('12.345.678.901,5')).toBe('tooLarge');
    expect(decimalLimitProblem('-12345678901')).toBe('tooLarge');
    expect(decimalLimitProblem('9.999.999.999,9999')).toBeNull();
    expect(decimalLimitProblem('0000000001,5')).toBeNull(); // leading zeros are no digits
    expect(decimalLimitProblem('1,23456')).toBe('tooManyDecimals');
    expect(decimalLimitProblem('1,23450')).toBeNull(); // trailing zeros are no digits
    expect(decimalLimitProblem('1,2345', 3)).toBe('tooManyDecimals');
    expect(decimalLimitProblem('abc')).toBeNull(); // no number: the field's own rule says so
    expect(decimalLimitProblem('')).toBeNull();
  });

  it('says it in the user language', () => {
    expect(decimalLimitText('100000000000000000000', i18n.getFixedT('nl_BE'))).toBe('Te groot: hoogstens 10 cijfers voor de komma');
    expect(decimalLimitText('100000000000000000000', i18n.getFixedT('en_US'))).toBe('Too large: at most 10 digits before the decimal point');
    expect(decimalLimitText('1,2345', i18n.getFixedT('nl_BE'), 3)).toBe('Te veel decimalen: hoogstens 3 na de komma');
    expect(decimalLimitText('12,5', i18n.getFixedT('nl_BE'))).toBeNull();
  });
});

describe('MoneyText', () => {
  it('renders the same euro format in both languages and marks negatives when asked', () => {
    const { unmount } = renderWithProviders(<MoneyText value="-1234.5" colorNegative />, { language: 'en_US' });
    expect(screen.getByText('€ -1.234,50')).toBeInTheDocument();
    unmount();
    renderWithProviders(<MoneyText value={1234.5} />, { language: 'nl_BE' });
    expect(screen.getByText('€ 1.234,50')).toBeInTheDocument();
  });
});
