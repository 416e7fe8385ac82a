import { refusalCode, refusalErrors, ruleErrors, type RefusalRule } from './errors';
import { CREATE_USER_REFUSALS } from '../domains/users/rules';
import { PERIOD_DATE_REFUSALS } from '../domains/periodDates/rules';
import { PACKING_REFUSALS } from '../domains/salesOrders/rules';
import { PURCHASE_ORDER_REFUSALS } from '../domains/purchaseOrders/rules';

describe('refusalErrors: the one refusal -> userErrors mapping', () => {
  const rules: RefusalRule[] = [
    { pattern: /already available/i, code: 'DUPLICATE', field: 'startDate' },
    { pattern: /duplicat/i, code: 'DUPLICATE', field: 'name', message: 'Duplicated Product!' },
  ];

  it('takes code and field from the first matching rule, keeping the provider words', () => {
    expect(refusalErrors({ message: 'A price is already available for this start date' }, rules)).toEqual([
      { code: 'DUPLICATE', field: 'startDate', message: 'A price is already available for this start date', facts: [] },
    ]);
  });

  it('shows the rule words when the rule says so', () => {
    expect(refusalErrors({ message: 'duplicate key' }, rules)).toEqual([{ code: 'DUPLICATE', field: 'name', message: 'Duplicated Product!', facts: [] }]);
  });

  it('falls back on the common rules, then on REFUSED (NOT_FOUND for a 404)', () => {
    expect(refusalErrors({ message: 'Supplier not found' })[0]?.code).toBe('NOT_FOUND');
    expect(refusalErrors({ message: 'Nope' })[0]).toEqual({ code: 'REFUSED', field: null, message: 'Nope', facts: [] });
    expect(refusalErrors({ message: 'Nope', status: 404 })[0]?.code).toBe('NOT_FOUND');
    expect(refusalErrors({ message: '  ' })[0]?.message).toBe('The provider refused the change.');
  });

  it('answers one error per reason, a field the provider named before the rule field', () => {
    const errors = refusalErrors(
      {
        message: 'The request is invalid.',
        reasons: [
          { field: 'email', message: 'Email is already taken.' },
          { field: null, message: 'Passwords must have a digit.' },
        ],
      },
      [
        { pattern: /already taken/i, code: 'DUPLICATE', field: 'other' },
        { pattern: /^passwords? must/i, code: 'PASSWORD_POLICY', field: 'password' },
      ],
    );
    expect(errors).toEqual([
      { code: 'DUPLICATE', field: 'email', message: 'Email is already taken.', facts: [] },
      { code: 'PASSWORD_POLICY', field: 'password', message: 'Passwords must have a digit.', facts: [] },
    ]);
  });

  it('puts every error on one input field when asked (a list entry)', () => {
    expect(refusalErrors({ message: 'A price is already available' }, rules, 'lines.2')[0]?.field).toBe('lines.2');
  });

  it('gives the code of a refused row of a bulk send', () => {
    expect(refusalCode('Order 7 was already sent', [{ pattern: /already sent/i, code: 'ALREADY_SENT' }])).toBe('ALREADY_SENT');
  });
});

describe('the provider’s known refusals as codes with their facts (issue 34: no English in a Dutch message)', () => {
  const one = (message: string, rules: RefusalRule[]) => refusalErrors({ message }, rules)[0];

  it('names the e-mail that is taken', () => {
    expect(one("Email 'an@backoffice.test' is already taken.", CREATE_USER_REFUSALS)).toEqual({
      code: 'EMAIL_TAKEN',
      field: 'email',
      message: "Email 'an@backoffice.test' is already taken.",
      facts: [{ name: 'email', value: 'an@backoffice.test' }],
    });
    // Identity says it twice (its user name is the e-mail): one refusal
    const both = refusalErrors(
      {
        message: 'The request is invalid.',
        reasons: [
          { field: null, message: 'Name an@backoffice.test is already taken.' },
          { field: null, message: "Email 'an@backoffice.test' is already taken." },
        ],
      },
      CREATE_USER_REFUSALS,
    );
    expect(both).toEqual([expect.objectContaining({ code: 'EMAIL_TAKEN', field: 'email', facts: [{ name: 'email', value: 'an@backoffice.test' }] })]);
  });

  it('names the password rule (and its limit) of each of Identity’s texts, and of the shared rules', () => {
    const facts = (message: string) => one(message, CREATE_USER_REFUSALS)?.facts;
    expect(facts('Passwords must be at least 6 characters.')).toEqual([
      { name: 'rule', value: 'LENGTH' },
      { name: 'limit', value: '6' },
    ]);
    expect(facts('Passwords must have at least one non letter or digit character.')).toEqual([{ name: 'rule', value: 'SYMBOL' }]);
    expect(facts("Passwords must have at least one digit ('0'-'9').")).toEqual([{ name: 'rule', value: 'DIGIT' }]);
    expect(facts("Passwords must have at least one uppercase ('A'-'Z').")).toEqual([{ name: 'rule', value: 'UPPER' }]);
    expect(facts("Passwords must have at least one lowercase ('a'-'z').")).toEqual([{ name: 'rule', value: 'LOWER' }]);
    expect(ruleErrors([{ field: 'password', code: 'PASSWORD_LENGTH', limit: 8 }])[0]).toMatchObject({
      code: 'PASSWORD_POLICY',
      facts: [
        { name: 'rule', value: 'LENGTH' },
        { name: 'limit', value: '8' },
      ],
    });
  });

  it('names the packing slip or shipping document and the order that uses it', () => {
    expect(one('Packing slip 9920001 is already used for this product on sales order 3002.', PACKING_REFUSALS)).toMatchObject({
      code: 'PACKING_SLIP_USED',
      field: 'packingSlip',
      facts: [
        { name: 'number', value: '9920001' },
        { name: 'salesOrderId', value: '3002' },
      ],
    });
    expect(one('Shipping document BL-7 is already used for this product on sales order 12.', PACKING_REFUSALS)?.code).toBe('SHIPPING_DOCUMENT_USED');
  });

  it('gives a taken period, and a purchase invoice without lines, their own codes', () => {
    expect(one('A period date already exists for this year and month', PERIOD_DATE_REFUSALS)).toMatchObject({ code: 'PERIOD_DATE_TAKEN', field: 'month' });
    expect(one('A purchase invoice without lines cannot be sent to accounting', PURCHASE_ORDER_REFUSALS)?.code).toBe('NO_LINES');
  });
});
