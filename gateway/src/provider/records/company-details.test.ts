import { readCompanyDetails } from './company-details';

describe('readCompanyDetails', () => {
  it('reads COMPANY_DETAILS as JSON, each field overridden by its own variable, and nothing without a name', () => {
    expect(readCompanyDetails({ COMPANY_DETAILS: '{"name":"Handel BV","city":"Gent","phone":32}', COMPANY_CITY: 'Antwerpen' })).toMatchObject({
      configured: true,
      name: 'Handel BV',
      city: 'Antwerpen',
      phone: '32',
      iban: '',
    });
    expect(readCompanyDetails({ COMPANY_NAME: ' Solo NV ' })).toMatchObject({ name: 'Solo NV', configured: true });
    expect(readCompanyDetails({})).toBeNull();
    expect(readCompanyDetails({ COMPANY_IBAN: 'BE00' })).toBeNull();
    expect(() => readCompanyDetails({ COMPANY_DETAILS: '[1]' })).toThrow(/COMPANY_DETAILS must be a JSON object/);
  });
});
