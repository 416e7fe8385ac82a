import type { TFunction } from 'i18next';
import { checkRules } from '@backoffice/shared/rules/core';
import { priceRules } from '@backoffice/shared/rules/prices';
import { defaultPriceDates, describePriceRules, needsPricingType, OWN_TRANSPORT_CODE, priceValue } from './price-rules';
import { kilogramProblem, kilogramValue, requiredProductFields } from './product-rules';
import { decimalInput } from './product-form';

/** What the price forms say per field for a form's values: the shared rule's codes in describePriceRules' words (their keys). */
function priceWords(values: Record<string, string | null>): Record<string, string> {
  const describe = describePriceRules(((key: string) => key.replace('products:validation.', '')) as unknown as TFunction);
  return Object.fromEntries(checkRules(priceRules, values).map((p) => [p.field, describe(p)]));
}

describe('price rules', () => {
  it('defaults a new price to 1 January – 31 December of the current year', () => {
    expect(defaultPriceDates(new Date(2026, 10, 21))).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(defaultPriceDates(new Date(2027, 0, 1))).toEqual({ startDate: '2027-01-01', endDate: '2027-12-31' });
  });

  it.each([
    ['12,5', '12.5'],
    ['1.234,56', '1234.56'],
    ['1234.56', '1234.56'],
    ['€ 7', '7'],
    ['abc', null],
  ])('reads the price %p as %p (decimal comma accepted)', (text, value) => expect(priceValue(text)).toBe(value));

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['12,5x', 'priceNumber'],
    ['-3', 'negative'],
    ['0,5', null],
  ])('price %p → %p', (text, problem) =>
    expect(priceWords({ price: text, startDate: '2026-01-01', endDate: '2026-12-31' })).toEqual(problem ? { price: problem } : {}),
  );

  it('wants the end date on or after the start date', () => {
    expect(priceWords({ price: '1', startDate: '2026-01-01', endDate: '2026-12-31' })).toEqual({});
    expect(priceWords({ price: '1', startDate: '2026-01-01', endDate: '2026-01-01' })).toEqual({});
    expect(priceWords({ price: '1', startDate: '2026-02-01', endDate: '2026-01-31' })).toEqual({ endDate: 'endBeforeStart' });
    expect(priceWords({ price: '1', startDate: null, endDate: '2026-01-31' })).toEqual({ startDate: 'required' });
  });

  it('asks a pricing type for every transporter except own transport 99999999', () => {
    expect(OWN_TRANSPORT_CODE).toBe('99999999');
    expect(needsPricingType('T0004', { needsPricingType: true })).toBe(true);
    expect(needsPricingType('T0004')).toBe(true);
    expect(needsPricingType(null)).toBe(true);
    expect(needsPricingType('99999999')).toBe(false);
    // The code decides even when the gateway's flag is missing or says otherwise.
    expect(needsPricingType('99999999', { needsPricingType: true })).toBe(false);
    expect(needsPricingType('T0099', { needsPricingType: false })).toBe(false);
  });
});

describe('product rules', () => {
  it('requires supplier, customer, units, group and kilogram on add and copy; approver for administrators only', () => {
    const base = ['supplier', 'customer', 'salesUnit', 'productGroup', 'purchaseUnit', 'kilogram'];
    expect([...requiredProductFields('add', false)].sort()).toEqual([...base].sort());
    expect([...requiredProductFields('copy', false)].sort()).toEqual([...base].sort());
    expect([...requiredProductFields('add', true)].sort()).toEqual([...base, 'approver'].sort());
    expect([...requiredProductFields('copy', true)].sort()).toEqual([...base, 'approver'].sort());
  });

  it('requires the same fields when editing (the provider cannot store them empty), except the approver', () => {
    const base = ['supplier', 'customer', 'salesUnit', 'productGroup', 'purchaseUnit', 'kilogram'];
    expect([...requiredProductFields('edit', true)].sort()).toEqual([...base].sort());
    expect([...requiredProductFields('edit', false)].sort()).toEqual([...base].sort());
  });

  it('reads kilogram as a number with a decimal comma', () => {
    expect(kilogramProblem('', true)).toBe('required');
    expect(kilogramProblem('', false)).toBeNull();
    expect(kilogramProblem('veel', true)).toBe('number');
    expect(kilogramProblem('-1', true)).toBe('negative');
    expect(kilogramProblem('25,5', true)).toBeNull();
    expect(kilogramValue('25,5')).toBe('25.5');
    expect(kilogramValue(' ')).toBeNull();
  });

  it('shows stored decimals as they are typed (no thousands point that would read as a decimal)', () => {
    expect(decimalInput('1000.000')).toBe('1000');
    expect(decimalInput('12.50')).toBe('12,5');
    expect(decimalInput(null)).toBe('');
  });
});
