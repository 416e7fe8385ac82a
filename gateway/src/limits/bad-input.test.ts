import { GraphQLError, Kind } from 'graphql';
import { periodDatesResolvers } from '../domains/periodDates/resolvers';
import { validId } from '../provider/outcome';
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
  it('takes no missing, empty or odd id for one', () => {
    for (const NewId of [undefined, null, '', 'undefined id', {}]) expect(validId(NewId)).toBeNull();
    expect(validId(42)).toBe('42');
  });

  it('ends well: the one new record of the list that matches, else saved without a record, never an error', async () => {
    const rows = [{ Id: 1, Jaar: 2030, Maand: 1, NieuweDatum: '2030-02-01T00:00:00' }];
    const after = [...rows, { Id: 7, Jaar: 2031, Maand: 1, NieuweDatum: '2031-02-01T00:00:00' }];
    let lists = 0;
    const provider = (alike: boolean) => ({
      answersNewId: () => false,
      waited: () => undefined,
      sawNewId: () => undefined,
      execute: async () => ({ Success: true }),
      items: async () => (lists++ % 2 === 0 ? rows : alike ? [...after, { ...after[1], Id: 8 }] : after),
    });
    const create = (periodDatesResolvers.Mutation as { createPeriodDate: (...a: unknown[]) => Promise<unknown> }).createPeriodDate;
    const input = { year: 2031, month: 1, newDate: '2031-02-01' };
    expect(await create({}, { input }, { provider: provider(false) }, {})).toEqual({ periodDate: { id: '7', ...input }, userErrors: [] });
    expect(await create({}, { input }, { provider: provider(true) }, {})).toEqual({ periodDate: null, userErrors: [] });
  });
});
