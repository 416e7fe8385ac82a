import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadTypeDefs } from '../server/schema';

/**
 * The provider's Dutch and abbreviated names live in gateway/src/provider only (ARCHITECTURE.md):
 * domain code speaks the schema's words and calls the provider layer's domain-worded functions.
 * This test reads every domain file and fails on a provider field name used as an object key,
 * a property or a string, on a REST path, and on a direct call of the provider client.
 */

const SRC = path.resolve(__dirname, '..');
const DOMAINS = path.join(SRC, 'domains');
const PROVIDER = path.join(SRC, 'provider');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Payload and envelope names the provider's procedures and REST calls take or answer. */
const KNOWN_PROVIDER_NAMES = [
  // envelopes
  'Success',
  'Message',
  'Items',
  'NewId',
  'TotalCount',
  'Totals',
  'FreeDays',
  'ModelState',
  'SentIds',
  // ids of owners and records
  'salesorderid',
  'salesorderids',
  'orderid',
  'orderids',
  'orderlineid',
  'purchaseorderid',
  'purchaseorderids',
  'purchaseid',
  'salesid',
  'productid',
  'productids',
  'productId',
  'productIds',
  'priceid',
  'taskid',
  'filestorageid',
  'fileid',
  'FileId',
  'typeid',
  'salesorderheaderid',
  'salesorderheaderids',
  'salesorderlineid',
  'PricingId',
  'vatid',
  // fields
  'pakbon',
  'rederij',
  'uithaalreferentie',
  'Rederij',
  'RederijCode',
  'Uithaalreferentie',
  'exactBooking',
  'ExactBooking',
  'loadingdate',
  'arrivaldate',
  'orderdate',
  'reportingdate',
  'reporting',
  'invoicenr',
  'invoicedate',
  'suppliercode',
  'customercode',
  'transportercode',
  'pricingtype',
  'Pricingtype',
  'startdate',
  'enddate',
  'newdate',
  'newprice',
  'btw_amount',
  'packingslip',
  'packing',
  'salesquantity',
  'purchasequantity',
  'istransport',
  'tasktype',
  'taskstatus',
  'filterDate',
  'searchfields',
  'ica',
  'multipleinvoice',
  'Duplicate',
  'Unit',
  'VatCode',
  'Description',
  'excludeActiveUsers',
  // REST (ASP.NET Identity)
  'Email',
  'PhoneNumber',
  'RoleName',
  'OldPassword',
  'NewPassword',
  'ConfirmPassword',
  'access_token',
  'cuserName',
  'expires_in',
  'SalesBooked',
  'PurchaseBooked',
  'TransportBooked',
  'NeedsTransport',
];

/** Every name the provider layer reads from an answer (`raw.X`, `raw['X']`). */
function answerNames(): string[] {
  const names = new Set<string>();
  for (const file of files(PROVIDER)) {
    const code = stripComments(readFileSync(file, 'utf8'));
    for (const [, name] of code.matchAll(/\braw\??\.([A-Za-z_]\w*)/g)) if (name) names.add(name);
    for (const [, name] of code.matchAll(/\braw\[['"]([^'"]+)['"]\]/g)) if (name) names.add(name);
  }
  return [...names];
}

/** The schema's own words (type, field, argument and enum names): never a provider word. */
function schemaWords(): Set<string> {
  const words = new Set<string>();
  for (const sdl of loadTypeDefs()) for (const m of stripComments(sdl.replace(/"""[\s\S]*?"""|"[^"\n]*"/g, '')).matchAll(/[A-Za-z_]\w*/g)) words.add(m[0]);
  return words;
}

/** Generic words of the code that also happen to be provider names. */
const GENERIC = new Set(['key', 'value', 'length', 'map']);

export function providerWords(): string[] {
  const schema = schemaWords();
  return [...new Set([...KNOWN_PROVIDER_NAMES, ...answerNames()])].filter((w) => !schema.has(w) && !GENERIC.has(w)).sort();
}

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Provider words, REST paths and direct provider-client calls in domain code. */
export function scanDomains(): Finding[] {
  const words = providerWords();
  const wordPattern = new RegExp(
    `(?:\\.\\s*(?:${words.join('|')})\\b(?!\\s*\\())|(?:\\b(?:${words.join('|')})\\s*:(?!:))|(?:['"](?:${words.join('|')})['"])`,
    'g',
  );
  const callPattern = /\bprovider\s*\.\s*(execute|items|getJson|postJson|token)\s*[<(]|['"`]\/(api|token)\b/g;
  const findings: Finding[] = [];
  for (const file of files(DOMAINS)) {
    const lines = stripComments(readFileSync(file, 'utf8')).split('\n');
    lines.forEach((text, i) => {
      for (const m of [...text.matchAll(wordPattern), ...text.matchAll(callPattern)])
        findings.push({ file: path.relative(SRC, file), line: i + 1, text: m[0] });
    });
  }
  return findings;
}

describe('provider words stay in gateway/src/provider', () => {
  it('knows the provider vocabulary', () => {
    const words = providerWords();
    // the brief's examples are provider words, the schema's are not
    for (const w of ['salesorderid', 'pakbon', 'orderids', 'Rederij', 'exactBooking']) expect(words).toContain(w);
    for (const w of ['salesOrderId', 'shippingCompany', 'pickupReference', 'vatAmount']) expect(words).not.toContain(w);
  });

  it('finds a provider word in code that uses one (the scanner works)', () => {
    const words = providerWords();
    const pattern = new RegExp(`\\b(?:${words.join('|')})\\s*:`);
    expect(pattern.test("execute('salesOrders.get', { salesorderid: 7 })")).toBe(true);
    expect(pattern.test('load({ salesOrderId: 7 })')).toBe(false);
  });

  it('no domain file uses a provider field name, a REST path or the provider client directly', () => {
    const findings = scanDomains();
    if (findings.length) console.log(`${findings.length} provider words in domain code:\n${findings.map((f) => `${f.file}:${f.line} ${f.text}`).join('\n')}`);
    expect(findings).toEqual([]);
  });
});
