import { screen } from '@testing-library/react';
import { DemurrageDocument, type DemurrageRowFieldsFragment } from '../../generated/graphql';
import { ADMINISTRATOR, meMock, renderWithApollo, type Mock } from '../../core/testing';
import { DemurragePage } from './demurrage-page';

/** A row whose customer name the provider gave without a code, shared by several customers. */
const row: DemurrageRowFieldsFragment = {
  __typename: 'DemurrageRow',
  id: '41',
  customer: { __typename: 'Customer', code: '', name: 'Dubbel Klant NV' },
  supplier: { __typename: 'Supplier', code: '200001', name: 'Cargill' },
  shippingCompany: { __typename: 'ShippingCompany', code: 'MSC', name: 'MSC Belgium' },
  container: 'MSCU1234565',
  productCode: 'P01',
  salesUnit: null,
  salesQuantity: null,
  arrivalDate: '2026-11-20',
  pickingDate: null,
  pickupReference: null,
  daysWaiting: 3,
  status: 'WITHIN_FREE_TIME',
  ambiguousNames: ['CUSTOMER'],
};

const listMock: Mock = {
  request: { query: DemurrageDocument },
  result: { data: { demurrage: { __typename: 'DemurrageList', totalCount: 1, freeDays: null, nodes: [row] } } },
  maxUsageCount: 5,
};

describe('DemurragePage', () => {
  it.each([
    ['en_US', 'Dubbel Klant NV (code unknown: several customers have this name)'],
    ['nl_BE', 'Dubbel Klant NV (code onbekend: meerdere klanten hebben deze naam)'],
  ] as const)(
    'says in words (%s) that a customer name without a code is not unique, and shows the shipping company',
    async (language, words) => {
      renderWithApollo(<DemurragePage />, { route: '/demurrage', mocks: [meMock(ADMINISTRATOR), listMock], language });
      expect(await screen.findByText(words, {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByText('MSC Belgium')).toBeInTheDocument();
    },
    120_000,
  );
});
