/** Shared data and mocks of the products tests (not a test file itself). */
import { ProductFormOptionsDocument, TransportersDocument, type ProductQuery } from '../../generated/graphql';
import type { Mock } from '../../core/testing';

export type ProductDetail = NonNullable<ProductQuery['product']>;

export const SUPPLIERS = [
  { __typename: 'Supplier' as const, code: '200008', name: 'Cosun Beet Company' },
  { __typename: 'Supplier' as const, code: '200012', name: 'Avebe Foxhol' },
];
export const CUSTOMERS = [
  { __typename: 'Customer' as const, code: '100007', name: 'ForFarmers Lochem', note: null },
  { __typename: 'Customer' as const, code: '100006', name: 'Coöperatie Agrifirm', note: 'Altijd een analysecertificaat meesturen.' },
];
export const UNITS = [
  { __typename: 'Unit' as const, code: 'TON', name: 'Ton' },
  { __typename: 'Unit' as const, code: 'KG', name: 'Kilogram' },
];
export const GROUPS = [{ __typename: 'ProductGroup' as const, code: 'OLIE', name: 'Oliehoudende zaden en schroot' }];
export const APPROVERS = [{ __typename: 'Approver' as const, id: 'u-1', userName: 'admin@backoffice.test' }];

export function optionsMock(withApprovers: boolean): Mock {
  return {
    request: { query: ProductFormOptionsDocument, variables: { withApprovers } },
    result: {
      data: {
        suppliers: SUPPLIERS,
        customers: CUSTOMERS,
        units: UNITS,
        productGroups: GROUPS,
        ...(withApprovers ? { approvers: APPROVERS } : {}),
      },
    },
  };
}

export const TRANSPORTERS = [
  { __typename: 'Transporter' as const, code: 'T0004', name: 'Bakker Transport Ede', needsPricingType: true },
  { __typename: 'Transporter' as const, code: '99999999', name: 'Eigen vervoer', needsPricingType: false },
];

export const transportersMock: Mock = { request: { query: TransportersDocument }, result: { data: { transporters: TRANSPORTERS } } };

export const PRODUCT: ProductDetail = {
  __typename: 'Product',
  id: '1',
  version: 'product-v1',
  code: 'P010001',
  name: 'Sojaschroot',
  description: 'Sojaschroot 48% HP',
  supplier: SUPPLIERS[0],
  customer: CUSTOMERS[0],
  productGroup: GROUPS[0],
  salesUnit: UNITS[0],
  purchaseUnit: UNITS[0],
  kilogram: '1000.000',
  note: null,
  approver: APPROVERS[0],
  accountingBooking: null,
  canDelete: true,
  documents: [{ __typename: 'ProductDocument', id: '41', fileName: 'analyse.pdf', downloadUrl: '/files/41' }],
  salesPrice: '438.36',
  purchasePrice: '396.86',
  purchasePrices: [
    {
      __typename: 'PurchasePrice',
      id: '4',
      version: 'purchase-v4',
      price: '396.86',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      isApproved: false,
      canDelete: true,
    },
    {
      __typename: 'PurchasePrice',
      id: '3',
      version: 'purchase-v3',
      price: '379.08',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      isApproved: true,
      canDelete: false,
    },
  ],
  salesPrices: [
    {
      __typename: 'SalesPrice',
      id: '7',
      version: 'sales-v7',
      price: '438.36',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      isApproved: true,
      canDelete: false,
    },
  ],
  transportPrices: [
    {
      __typename: 'TransportPrice',
      id: '9',
      version: 'transport-v9',
      transporter: TRANSPORTERS[0],
      pricingType: 'BLOCK_FREIGHT',
      price: '676.58',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      isApproved: false,
    },
  ],
};

export const userErrors = (...errors: Array<{ field: string | null; code: string; message: string }>) =>
  errors.map((e) => ({ __typename: 'UserError' as const, ...e }));
