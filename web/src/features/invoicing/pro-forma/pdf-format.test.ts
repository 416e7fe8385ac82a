import { companyBlock, formatEuro, formatInvoiceDate, formatNumber } from './pdf-format';
import en from '../../../i18n/en_US/invoicing.json';
import nl from '../../../i18n/nl_BE/invoicing.json';

describe('pro-forma formats', () => {
  it('writes euro amounts and dates in the chosen language', () => {
    expect(formatEuro('1234567.5', 'DUTCH')).toBe('€ 1.234.567,50');
    expect(formatEuro('1234567.5', 'ENGLISH')).toBe('€1,234,567.50');
    expect(formatEuro('-0.1', 'ENGLISH')).toBe('-€0.10');
    expect(formatNumber('12.345', 'DUTCH', 3, 0)).toBe('12,345');
    expect(formatNumber('12.345', 'ENGLISH', 3, 0)).toBe('12.345');
    expect(formatInvoiceDate('2026-12-23', 'DUTCH')).toBe('23-12-2026');
    expect(formatInvoiceDate('2026-12-23', 'ENGLISH')).toBe('12/23/2026');
    expect(formatInvoiceDate(null, 'ENGLISH')).toBe('');
  });

  it('prints the company block, or a line saying the company details are not configured (both languages)', () => {
    const company = {
      configured: true,
      name: 'Handel BV',
      addressLine1: 'Kaai 1',
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
      vatNumber: 'BE0123',
      iban: 'BE00',
      email: 'a@b.be',
      phone: '03',
    };
    const tOf = (texts: { pdf: Record<string, unknown> }) => (key: string) => String(texts.pdf[key.replace(/^pdf\./, '')]);
    expect(companyBlock(company, tOf(en))).toEqual({
      heading: 'Handel BV',
      lines: ['Kaai 1', '2000 Antwerpen', 'BE', 'VAT number: BE0123', 'IBAN: BE00', 'a@b.be', '03'],
    });
    const none = {
      ...company,
      configured: false,
      name: '',
      addressLine1: '',
      postalCode: '',
      city: '',
      country: '',
      vatNumber: '',
      iban: '',
      email: '',
      phone: '',
    };
    expect(companyBlock(none, tOf(en))).toEqual({ heading: '', lines: [expect.stringMatching(/^Company details not configured/)] });
    expect(companyBlock(none, tOf(nl))).toEqual({ heading: '', lines: [expect.stringMatching(/^Bedrijfsgegevens niet ingesteld/)] });
  });
});
