/**
 * Every catalogue entry is called (issue 31: entries nobody called lingered in the catalogue): a
 * key is called when a call file names it outside the `procedures` it declares, or, for the
 * prices' three kinds, when it asks `key(kind, '<action>')`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultCatalogue, type ProcedureKey } from './catalogue';

const CALLS = path.resolve(__dirname, '../calls');

/** The call files' code without their `procedures` declarations. */
function callCode(): string {
  return readdirSync(CALLS)
    .filter((f) => f.endsWith('.ts') && !/\.(test|generated)\.ts$/.test(f))
    .map((f) => readFileSync(path.join(CALLS, f), 'utf8').replace(/export const procedures = \{[\s\S]*?\} satisfies/, ''))
    .join('\n');
}

function called(key: ProcedureKey, code: string): boolean {
  if (code.includes(`'${key}'`)) return true;
  const price = /^prices\.(purchase|sales|transport)\.(\w+)$/.exec(key);
  return price !== null && new RegExp(`key\\([^,()]+, '${price[2]}'\\)`).test(code);
}

describe('the catalogue', () => {
  it('holds only procedures a call sends', () => {
    const code = callCode();
    const uncalled = (Object.keys(defaultCatalogue) as ProcedureKey[]).filter((key) => !called(key, code));
    expect(uncalled).toEqual([]);
  });

  it('tells a key no call names', () => {
    expect(called('salesOrders.lines', "write(provider, 'salesOrders.addLine', {})")).toBe(false);
    expect(called('prices.sales.approve', "write(provider, key(kind, 'approve'), {})")).toBe(true);
  });
});
