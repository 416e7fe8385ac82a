import { refusalCode, refusalErrors, type RefusalRule } from './errors';

describe('refusalErrors: the one refusal -> userErrors mapping', () => {
  const rules: RefusalRule[] = [
    { pattern: /already available/i, code: 'DUPLICATE', field: 'startDate' },
    { pattern: /duplicat/i, code: 'DUPLICATE', field: 'name', message: 'Duplicated Product!' },
  ];

  it('takes code and field from the first matching rule, keeping the provider words', () => {
    expect(refusalErrors({ message: 'A price is already available for this start date' }, rules)).toEqual([
      { code: 'DUPLICATE', field: 'startDate', message: 'A price is already available for this start date' },
    ]);
  });

  it('shows the rule words when the rule says so', () => {
    expect(refusalErrors({ message: 'duplicate key' }, rules)).toEqual([{ code: 'DUPLICATE', field: 'name', message: 'Duplicated Product!' }]);
  });

  it('falls back on the common rules, then on REFUSED (NOT_FOUND for a 404)', () => {
    expect(refusalErrors({ message: 'Supplier not found' })[0]?.code).toBe('NOT_FOUND');
    expect(refusalErrors({ message: 'Nope' })[0]).toEqual({ code: 'REFUSED', field: null, message: 'Nope' });
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
      { code: 'DUPLICATE', field: 'email', message: 'Email is already taken.' },
      { code: 'PASSWORD_POLICY', field: 'password', message: 'Passwords must have a digit.' },
    ]);
  });

  it('puts every error on one input field when asked (a list entry)', () => {
    expect(refusalErrors({ message: 'A price is already available' }, rules, 'lines.2')[0]?.field).toBe('lines.2');
  });

  it('gives the code of a refused row of a bulk send', () => {
    expect(refusalCode('Order 7 was already sent', [{ pattern: /already sent/i, code: 'ALREADY_SENT' }])).toBe('ALREADY_SENT');
  });
});
