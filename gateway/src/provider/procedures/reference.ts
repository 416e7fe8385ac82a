import { readProcedure, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/reference.ts uses, under the keys it names; catalogue.ts is every domain's. */
export const procedures = {
  'reference.customers': readProcedure('getCustomersDropdown', 'GET', 'accounting'),
  'reference.suppliers': readProcedure('getSuppliersDropdown', 'GET', 'accounting'),
  'reference.transporters': readProcedure('getTransportersDropdown', 'GET', 'accounting'),
  'reference.shippingCompanies': readProcedure('getShippingCompaniesDropdown', 'GET', 'accounting'),
  'reference.units': readProcedure('getUnitsDropdown', 'GET', 'accounting'),
  'reference.vatCodes': readProcedure('getVatCodesDropdown', 'GET', 'accounting'),
  'reference.defaultVatCode': readProcedure('getDefaultVatCode', 'POST', 'accounting'),
  'reference.productGroups': readProcedure('getProductGroupsDropdown', 'GET'),
  'reference.productTypes': readProcedure('getProductTypesDropdown', 'GET'),
  'reference.documentTypes': readProcedure('getDocumenttypesDropdown', 'GET'),
  'reference.purchaseDescription': readProcedure('getPurchaseDescription'),
} satisfies Record<string, ProcedureDef>;
