import { checkRules, readSaid, typedDecimalProblems } from './core';
import { periodDateRules } from './periodDates';
import { priceRules } from './prices';
import { newProductRules } from './products';
import { manualLineRules } from './purchaseOrders';
import { userChangeRules } from './users';
import { quantityRules, salesOrderHeaderRules } from './salesOrders';
import { TASK_LIMITS, updateTaskRules } from './tasks';

const task = { id: '1', taskTypeId: '2', taskStatusId: '3', subject: 'Creditnota', description: 'Klant akkoord', productId: null, userId: null };

describe('the shared rules', () => {
  it('tasks: subject and description required (spaces are empty), within 200 and 4000 characters, ids digits', () => {
    expect(checkRules(updateTaskRules, task)).toEqual([]);
    expect(checkRules(updateTaskRules, { ...task, subject: '  ', description: '' })).toEqual([
      { field: 'subject', code: 'REQUIRED' },
      { field: 'description', code: 'REQUIRED' },
    ]);
    expect(checkRules(updateTaskRules, { ...task, subject: 'x'.repeat(TASK_LIMITS.subject + 1), description: 'x'.repeat(4001) })).toEqual([
      { field: 'subject', code: 'TOO_LONG', limit: 200 },
      { field: 'description', code: 'TOO_LONG', limit: 4000 },
    ]);
    expect(checkRules(updateTaskRules, { ...task, subject: ` ${'x'.repeat(200)} ` })).toEqual([]); // counted once trimmed
    expect(checkRules(updateTaskRules, { ...task, taskTypeId: 'x', productId: '7a' })).toEqual([
      { field: 'taskTypeId', code: 'UNKNOWN_ID' },
      { field: 'productId', code: 'UNKNOWN_ID' },
    ]);
  });

  it('period dates: whole numbers as sent and as typed, within their range; a date', () => {
    expect(checkRules(periodDateRules, { year: 2025, month: 1, newDate: '2025-02-05' })).toEqual([]);
    expect(checkRules(periodDateRules, { year: '2025', month: '12', newDate: '2025-02-05' })).toEqual([]);
    expect(checkRules(periodDateRules, { year: 10000, month: '0', newDate: null })).toEqual([
      { field: 'year', code: 'TOO_BIG', limit: 9999 },
      { field: 'month', code: 'TOO_SMALL', limit: 1 },
      { field: 'newDate', code: 'REQUIRED' },
    ]);
    expect(checkRules(periodDateRules, { year: '20x4', month: '', newDate: 'invalid-date' })).toEqual([
      { field: 'year', code: 'NOT_WHOLE' },
      { field: 'month', code: 'REQUIRED' },
      { field: 'newDate', code: 'INVALID_DATE' },
    ]);
    // a negative year is a whole number below the range (the gateway says 'must be at least 1')
    expect(checkRules(periodDateRules, { year: -1, month: '-2', newDate: '2025-02-05' })).toEqual([
      { field: 'year', code: 'TOO_SMALL', limit: 1 },
      { field: 'month', code: 'TOO_SMALL', limit: 1 },
    ]);
  });

  it('prices: a price of 0 or more within the digits, typed or sent; the end not before the start', () => {
    const dates = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(checkRules(priceRules, { price: '1.234,5', ...dates })).toEqual([]);
    expect(checkRules(priceRules, { price: '1234.5', ...dates })).toEqual([]);
    expect(checkRules(priceRules, { price: '', ...dates })).toEqual([{ field: 'price', code: 'REQUIRED' }]);
    expect(checkRules(priceRules, { price: '12,5x', ...dates })).toEqual([{ field: 'price', code: 'NOT_A_DECIMAL' }]);
    expect(checkRules(priceRules, { price: '-3', ...dates })).toEqual([{ field: 'price', code: 'NEGATIVE' }]);
    expect(checkRules(priceRules, { price: '100000000000000000000', ...dates })).toEqual([{ field: 'price', code: 'TOO_LARGE', limit: 10 }]);
    expect(checkRules(priceRules, { price: '1,23456', ...dates })).toEqual([{ field: 'price', code: 'TOO_MANY_DECIMALS', limit: 4 }]);
    expect(checkRules(priceRules, { price: '1', startDate: '2026-02-01', endDate: '2026-01-31' })).toEqual([{ field: 'endDate', code: 'END_BEFORE_START' }]);
  });

  it('products: the required fields, kilogram 0 or more with three decimals, the approver when asked for', () => {
    const product = {
      supplierCode: 'S1',
      customerCode: 'C1',
      name: 'Zand',
      salesUnitCode: 'TON',
      productGroupCode: 'G',
      purchaseUnitCode: 'TON',
      kilogram: '1000,5',
      approverId: null,
    };
    expect(checkRules(newProductRules(false), product)).toEqual([]);
    expect(checkRules(newProductRules(true), { ...product, supplierCode: '', salesUnitCode: ' ', kilogram: '1,2345' }).map((p) => [p.field, p.code])).toEqual([
      ['supplierCode', 'REQUIRED'],
      ['salesUnitCode', 'REQUIRED'],
      ['kilogram', 'TOO_MANY_DECIMALS'],
      ['approverId', 'REQUIRED'],
    ]);
  });

  it('sales orders: the reference unless Nog te plannen, the demurrage fields for a demurrage supplier; quantities', () => {
    const order = { customerCode: 'C1', supplierCode: 'S1', customerReference: '' };
    expect(checkRules(salesOrderHeaderRules(false), order)).toEqual([{ field: 'customerReference', code: 'REQUIRED' }]);
    expect(checkRules(salesOrderHeaderRules(false), { ...order, customerCode: '99999998' })).toEqual([]);
    expect(checkRules(salesOrderHeaderRules(true), { ...order, customerReference: 'R' }).map((p) => p.field)).toEqual([
      'shippingCompanyCode',
      'pickupReference',
    ]);
    const demurrage = { ...order, customerReference: 'R', shippingCompanyCode: 'MSC', pickupReference: 'P', loadingDate: '2026-11-20' };
    expect(checkRules(salesOrderHeaderRules(true), { ...demurrage, arrivalDate: '2026-11-16' })).toEqual([
      { field: 'arrivalDate', code: 'ARRIVAL_BEFORE_LOADING' },
    ]);
    expect(checkRules(salesOrderHeaderRules(true), { ...demurrage, arrivalDate: '2026-11-20' })).toEqual([]);
    expect(checkRules(quantityRules(['salesQuantity', 'purchaseQuantity']), { salesQuantity: '-1', purchaseQuantity: '1.0005' })).toEqual([
      { field: 'salesQuantity', code: 'NEGATIVE' },
      { field: 'purchaseQuantity', code: 'TOO_MANY_DECIMALS', limit: 3 },
    ]);
  });

  it('purchase manual lines: quantity three decimals, price four, the texts and codes required', () => {
    const line = { productId: '1', quantity: '2', price: '1.2345', reportingDate: null, description: 'Vracht', vatCode: '21' };
    expect(checkRules(manualLineRules, line)).toEqual([]);
    expect(checkRules(manualLineRules, { ...line, quantity: '1.2345', price: '-1', description: ' ' }).map((p) => [p.field, p.code])).toEqual([
      ['quantity', 'TOO_MANY_DECIMALS'],
      ['price', 'NEGATIVE'],
      ['description', 'REQUIRED'],
    ]);
  });

  it('finds the typed decimals of a form that could be two numbers, in every decimal field of three or more decimals', () => {
    const line = { productId: '1', quantity: '1.234', price: '€ 12.500', reportingDate: null, description: 'Vracht', vatCode: '21' };
    expect(typedDecimalProblems(manualLineRules, line)).toEqual([
      { field: 'quantity', code: 'AMBIGUOUS_DECIMAL', value: '1.234' },
      { field: 'price', code: 'AMBIGUOUS_DECIMAL', value: '€ 12.500' },
    ]);
    expect(typedDecimalProblems(manualLineRules, { ...line, quantity: '1,234', price: '1.234,5' })).toEqual([]);
    expect(typedDecimalProblems(quantityRules(['salesQuantity']), { salesQuantity: '2.000' })).toEqual([
      { field: 'salesQuantity', code: 'AMBIGUOUS_DECIMAL', value: '2.000' },
    ]);
    expect(typedDecimalProblems(newProductRules(false), { kilogram: '1.500' }).map((p) => p.field)).toEqual(['kilogram']);
    expect(typedDecimalProblems(priceRules, { price: '0.125' })).toEqual([]);
  });

  it('users: a phone number of digits, spaces and + - ( ) . with a digit', () => {
    for (const phone of ['+32 3 555 01 02', '(09) 123.45.67', '0475-12 34 56', '+32 (0)9 123 45 67']) {
      expect([phone, checkRules(userChangeRules, { phoneNumber: phone, roleName: 'Boekhouding' })]).toEqual([phone, []]);
    }
    for (const phone of ['abc', '0475 12 34 5x', '+-()', '09/123']) {
      expect([phone, checkRules(userChangeRules, { phoneNumber: phone, roleName: 'Boekhouding' })]).toEqual([
        phone,
        [{ field: 'phoneNumber', code: 'INVALID_PHONE' }],
      ]);
    }
  });

  it("reads a code and its limit back from zod's message; zod's own messages read as REQUIRED", () => {
    expect(readSaid('TOO_LONG:200')).toEqual({ code: 'TOO_LONG', limit: 200 });
    expect(readSaid('END_BEFORE_START')).toEqual({ code: 'END_BEFORE_START' });
    expect(readSaid('Invalid input: expected string, received undefined')).toEqual({ code: 'REQUIRED' });
  });
});
