import { ALL_EXTENSIONS, parseExtensions, PROVIDER_EXTENSIONS } from './extensions';

describe('PROVIDER_EXTENSIONS', () => {
  it('uses no extension unless the deployment names it', () => {
    expect(parseExtensions(undefined).size).toBe(0);
    expect(parseExtensions('').size).toBe(0);
    expect(parseExtensions('none').size).toBe(0);
  });

  it('takes all, or a list of names', () => {
    expect(parseExtensions('all')).toBe(ALL_EXTENSIONS);
    expect(ALL_EXTENSIONS.size).toBe(PROVIDER_EXTENSIONS.length);
    expect([...parseExtensions(' byIds , companyDetails ')]).toEqual(['byIds', 'companyDetails']);
  });

  it('refuses a name it does not know', () => {
    expect(() => parseExtensions('byIds,paging')).toThrow(/unknown extension 'paging'/);
  });
});
