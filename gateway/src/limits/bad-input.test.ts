import { GraphQLError, Kind } from 'graphql';
import { periodDatesResolvers } from '../domains/periodDates/resolvers';
import { newIdOf } from '../provider/client';
import { DecimalScalar } from '../server/decimal-scalar';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as GraphQLError).extensions?.code;
  }
  return 'accepted';
};

describe('Decimal input', () => {
  it.each([
    '0x10',
    '0b11',
    '1e5',
    '1E-3',
    'Infinity',
    '-Infinity',
    'NaN',
    '',
    ' ',
    '1.',
    '.5',
    '1.2.3',
    '12345678901',
    '1.23456',
    '100000000000000000000',
    '1 000',
    '+5',
    '--1',
  ])('refuses %j as BAD_USER_INPUT', (text) => {
    expect(codeOf(() => DecimalScalar.parseValue(text))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => DecimalScalar.parseLiteral({ kind: Kind.STRING, value: text }))).toBe('BAD_USER_INPUT');
  });

  it('refuses numbers too large for the provider given as JSON numbers', () => {
    expect(codeOf(() => DecimalScalar.parseValue(1e20))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => DecimalScalar.parseValue(Number.POSITIVE_INFINITY))).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['0', '0'],
    ['-12.5', '-12.5'],
    ['1234,56', '1234.56'],
    ['9999999999.9999', '9999999999.9999'],
    [' 42 ', '42'],
  ])('accepts %j as %j', (text, value) => {
    expect(DecimalScalar.parseValue(text)).toBe(value);
  });

  it('still serializes what the provider holds', () => {
    expect(DecimalScalar.serialize('123456789012.123')).toBe('123456789012.123');
  });
});

describe('a create answered without NewId', () => {
  it('newIdOf refuses missing, empty and odd ids', () => {
    for (const NewId of [undefined, null, '', 'undefined id', {}]) {
      expect(codeOf(() => newIdOf({ Success: true, NewId } as never))).toBe('PROVIDER_ERROR');
    }
    expect(newIdOf({ Success: true, NewId: 42 })).toBe('42');
  });

  it('is an error the user sees, never the id "undefined"', async () => {
    const ctx = { provider: { execute: async () => ({ Success: true }) } };
    const create = (periodDatesResolvers.Mutation as { createPeriodDate: (...a: unknown[]) => Promise<unknown> }).createPeriodDate;
    await expect(create({}, { input: { year: 2030, month: 1, newDate: '2030-02-01' } }, ctx, {})).rejects.toMatchObject({
      extensions: { code: 'PROVIDER_ERROR' },
    });
  });
});
