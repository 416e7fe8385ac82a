import { Loaders } from '../../loaders/loaders';
import type { ProviderClient } from '../../provider/client';
import { codeAsName, referenceOf, unitsLoader } from './loaders';

/** Loaders whose units dropdown lists only KG. */
function withUnits() {
  const loaders = new Loaders({} as ProviderClient);
  jest.spyOn(loaders, 'use').mockReturnValue({ load: async (code: string) => (code === 'KG' ? { code: 'KG', name: 'Kilogram' } : null) } as never);
  return { loaders };
}

describe('referenceOf', () => {
  it("answers the dropdown's entry of a code", async () => {
    await expect(referenceOf(withUnits(), unitsLoader, 'KG', codeAsName)).resolves.toEqual({ code: 'KG', name: 'Kilogram' });
  });

  it('answers what the row knows for a code the dropdown does not list', async () => {
    await expect(referenceOf(withUnits(), unitsLoader, 'TON', codeAsName)).resolves.toEqual({ code: 'TON', name: 'TON' });
    await expect(referenceOf(withUnits(), unitsLoader, 'TON', (code) => ({ code, name: 'Ton (row)' }))).resolves.toEqual({ code: 'TON', name: 'Ton (row)' });
  });

  it('answers null, and looks nothing up, when the row names no code', async () => {
    const ctx = withUnits();
    await expect(referenceOf(ctx, unitsLoader, null, codeAsName)).resolves.toBeNull();
    await expect(referenceOf(ctx, unitsLoader, undefined, codeAsName)).resolves.toBeNull();
    expect(ctx.loaders.use).not.toHaveBeenCalled();
  });
});
