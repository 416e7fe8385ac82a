/** Reference data (dropdowns) and a supplier's purchase defaults: the provider's procedures in the domain's words. */
import type { ProviderClient } from '../client';
import { toCodeNameRecord, toCustomerRecord, toSupplierRecord, toVatCodeRecord, type CodeNameKey, type CodeNameRecord } from '../records';

const codeNames =
  (key: CodeNameKey) =>
  async (provider: ProviderClient): Promise<CodeNameRecord[]> =>
    (await provider.items(key)).map(toCodeNameRecord);

export const listCustomers = async (provider: ProviderClient) => (await provider.items('reference.customers')).map(toCustomerRecord);
export const listSuppliers = async (provider: ProviderClient) => (await provider.items('reference.suppliers')).map(toSupplierRecord);
export const listVatCodes = async (provider: ProviderClient) => {
  const withPercentage = provider.has('vatPercentage');
  return (await provider.items('reference.vatCodes')).map((raw) => toVatCodeRecord(raw, withPercentage));
};

export const listTransporters = codeNames('reference.transporters');
export const listShippingCompanies = codeNames('reference.shippingCompanies');
export const listUnits = codeNames('reference.units');
export const listProductGroups = codeNames('reference.productGroups');
export const listProductTypes = codeNames('reference.productTypes');
export const listDocumentTypes = codeNames('reference.documentTypes');

/** A supplier's (or transporter's) default purchase description; null when it has none. */
export async function purchaseDescriptionOf(provider: ProviderClient, supplierCode: string): Promise<string | null> {
  const result = await provider.execute('reference.purchaseDescription', { supplier: supplierCode });
  const text = result.Success ? (result.Items?.[0]?.Description ?? result.Items?.[0]?.description ?? '') : '';
  return text.trim() || null;
}

/** A supplier's (or transporter's) default VAT code; null when it has none. */
export async function defaultVatCodeOf(provider: ProviderClient, supplierCode: string): Promise<string | null> {
  const result = await provider.execute('reference.defaultVatCode', { supplier: supplierCode });
  const text = result.Success ? String(result.Items?.[0]?.VatCode ?? '') : '';
  return text.trim() || null;
}
