import { manualLineRules } from '@backoffice/shared/rules/purchaseOrders';
import { quantity } from '@backoffice/shared/rules/salesOrders';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import i18n from '../i18n';
import { describeRules, fieldRule, rulesResolver } from './rules';

const options = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;

describe('the shared rules in a form', () => {
  const nl = i18n.getFixedT('nl_BE');
  const en = i18n.getFixedT('en_US');

  it('asks which number a typed 1.234 means rather than reading it as one, in the user language', () => {
    expect(fieldRule(quantity(), describeRules(nl))('1.234')).toBe('Bedoelt u 1234 of 1,234? Typ 1234 zonder punt, of 1,234 met een komma.');
    expect(fieldRule(quantity(), describeRules(en))('2.500')).toBe('Do you mean 2500, or 2,5 with a decimal comma? Type 2500 without a point, or 2,5.');
    for (const taken of ['1234', '1,234', '1.234,5', '0.250', '1.5']) expect([taken, fieldRule(quantity(), describeRules(nl))(taken)]).toEqual([taken, true]);
  });

  it('puts the question on the field of a whole form, and lets the values through once they mean one number', async () => {
    const resolve = rulesResolver(manualLineRules, describeRules(nl));
    const line = { productId: '1', quantity: '1.000', price: '12,5', reportingDate: null, description: 'Vracht', vatCode: '21' };
    const refused = await resolve(line, undefined, options);
    expect(Object.keys(refused.errors)).toEqual(['quantity']);
    expect(refused.errors.quantity?.message).toBe('Bedoelt u 1000 of 1? Typ 1000 zonder punt, of 1 met een komma.');
    expect((await resolve({ ...line, quantity: '1000' }, undefined, options)).errors).toEqual({});
  });
});
