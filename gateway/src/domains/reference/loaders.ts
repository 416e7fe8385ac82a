import { listLoader } from '../../loaders/loaders';
import {
  listCustomers,
  listDocumentTypes,
  listProductGroups,
  listProductTypes,
  listShippingCompanies,
  listSuppliers,
  listTransporters,
  listUnits,
  listVatCodes,
} from '../../provider/calls/reference';

/** Reference data: each list is one provider call per request, looked up by code. */
const byCode = (r: { code: string }) => r.code;

export const customersLoader = listLoader('customers', listCustomers, byCode);
export const suppliersLoader = listLoader('suppliers', listSuppliers, byCode);
export const transportersLoader = listLoader('transporters', listTransporters, byCode);
export const shippingCompaniesLoader = listLoader('shippingCompanies', listShippingCompanies, byCode);
export const unitsLoader = listLoader('units', listUnits, byCode);
export const productGroupsLoader = listLoader('productGroups', listProductGroups, byCode);
export const productTypesLoader = listLoader('productTypes', listProductTypes, byCode);
export const documentTypesLoader = listLoader('documentTypes', listDocumentTypes, byCode);
export const vatCodesLoader = listLoader('vatCodes', listVatCodes, byCode);
