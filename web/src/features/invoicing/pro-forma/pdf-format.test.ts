import i18n from '../../../i18n';
import { companyBlock, proFormaContent, type ProFormaInvoiceData } from './pdf-format';
import en from '../../../i18n/en_US/invoicing.json';
import nl from '../../../i18n/nl_BE/invoicing.json';

const invoice: ProFormaInvoiceData = {
  salesOrderId: '3002',
  language: 'ENGLISH',
  company: {
    configured: true,
    name: 'Backoffice NV',
    addressLine1: 'Kaai 1',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'België',
    vatNumber: 'BE0123',
    iban: 'BE00',
    email: 'a@b.be',
    phone: '03',
  },
  address: { customerCode: '100901', name: 'Müller GmbH', addressLine1: 'Elbstraße 1', postalCode: '22767', city: 'Hamburg', country: 'Deutschland' },
  customerReference: 'PO-7',
  vatPercentage: '0',
  lines: [{ loadingDate: '2026-11-27', quantity: '1234.5', unit: 'TON', description: 'Sojaschroot', price: '5.335', amount: '6585.75' }],
  texts: [],
  total: '6585.75',
  vat: '0',
  totalInclVat: '1234567.8',
  issueDate: '2026-11-27',
  expiryDate: '2026-12-27',
  paymentTermDays: 30,
  fileName: 'proforma-3002-2026-11-27.pdf',
} as ProFormaInvoiceData;

const contentIn = (language: 'en_US' | 'nl_BE') => proFormaContent(invoice, i18n.getFixedT(language, 'invoicing'));

describe('the pro-forma’s text (spec 02 §9)', () => {
  beforeAll(() => i18n.loadNamespaces('invoicing'));

  it.each(['en_US', 'nl_BE'] as const)('in %s writes dates dd-MM-yyyy and euro amounts € 1.234,56', (language) => {
    const content = contentIn(language);
    expect(content.facts.slice(3).map(([, value]) => value)).toEqual(['27-11-2026', '27-12-2026']);
    expect(content.body[0]).toEqual(['27-11-2026', '1.234,5', 'TON', 'Sojaschroot', '€ 5,34', '€ 6.585,75']);
    expect(content.totals.map(([, value]) => value)).toEqual(['€ 6.585,75', '€ 0,00', '€ 1.234.567,80']);
  });

  it('aligns the headers of the columns of numbers with them', () => {
    const content = contentIn('en_US');
    expect(content.rightAligned.map((c) => content.head[c])).toEqual(['Quantity', 'Price', 'Amount']);
  });

  it('states the legal interest of 2 %, not a monthly rate, in both languages', () => {
    expect(contentIn('en_US').footer).toBe('Payment within 30 days net. Overdue invoices bear the legal interest of 2 %.');
    expect(contentIn('nl_BE').footer).toContain('wettelijke intrest van 2 %');
    for (const language of ['en_US', 'nl_BE'] as const) expect(contentIn(language).footer).not.toMatch(/per (month|maand)/);
    expect(contentIn('en_US').facts[2]).toEqual(['Customer number', '100901']);
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
