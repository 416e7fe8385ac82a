import { listLoader } from '../../loaders/loaders';
import type { ProcedureKey } from '../../provider/catalogue';
import type { ProviderClient } from '../../provider/client';
import { toCodeNameRecord, toCustomerRecord, toSupplierRecord, toVatCodeRecord, type CodeNameRecord } from '../../provider/records';

/** Reference data: each list is one provider call per request, looked up by code. */
const codeNames = (key: ProcedureKey) => async (provider: ProviderClient) => (await provider.items(key)).map(toCodeNameRecord);
const byCode = (r: { code: string }) => r.code;

export const customersLoader = listLoader('customers', async (p) => (await p.items('reference.customers')).map(toCustomerRecord), byCode);
export const suppliersLoader = listLoader('suppliers', async (p) => (await p.items('reference.suppliers')).map(toSupplierRecord), byCode);
export const transportersLoader = listLoader<CodeNameRecord>('transporters', codeNames('reference.transporters'), byCode);
export const shippingCompaniesLoader = listLoader<CodeNameRecord>('shippingCompanies', codeNames('reference.shippingCompanies'), byCode);
export const unitsLoader = listLoader<CodeNameRecord>('units', codeNames('reference.units'), byCode);
export const productGroupsLoader = listLoader<CodeNameRecord>('productGroups', codeNames('reference.productGroups'), byCode);
export const productTypesLoader = listLoader<CodeNameRecord>('productTypes', codeNames('reference.productTypes'), byCode);
export const documentTypesLoader = listLoader<CodeNameRecord>('documentTypes', codeNames('reference.documentTypes'), byCode);
export const vatCodesLoader = listLoader('vatCodes', async (p) => (await p.items('reference.vatCodes')).map(toVatCodeRecord), byCode);
