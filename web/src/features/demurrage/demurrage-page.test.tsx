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

describe('the demurrage legend', () => {
  const waiting = { ...row, id: '42', daysWaiting: 9, status: 'FREE_TIME_ENDING' as const, ambiguousNames: [] };
  const mockWith = (freeDays: number | null): Mock => ({
    request: { query: DemurrageDocument },
    result: { data: { demurrage: { __typename: 'DemurrageList', totalCount: 1, freeDays, nodes: [waiting] } } },
    maxUsageCount: 5,
  });

  it.each([
    ['en_US', 'Free time ending', 'the free time is running out: pick the container up soon', 'the colour the provider gives it'],
    ['nl_BE', 'Vrije tijd loopt af', 'de vrije tijd loopt af: haal de container snel op', 'de kleur die de provider eraan geeft'],
  ] as const)(
    'says (%s) that the colours are the provider’s, with no day counts of its own that a row could contradict',
    async (language, status, meaning, byProvider) => {
      renderWithApollo(<DemurragePage />, { route: '/demurrage', mocks: [meMock(ADMINISTRATOR), mockWith(null)], language });
      const legend = await screen.findByRole('region', { name: language === 'en_US' ? 'Colours' : 'Kleuren' }, { timeout: 15_000 });
      expect(legend).toHaveTextContent(meaning);
      expect(legend).toHaveTextContent(byProvider);
      // a row 9 days waiting in the provider's orange: the legend sets no threshold in days against it
      expect(legend.textContent).not.toMatch(/\d/);
      expect(await screen.findByText(new RegExp(`^${status} · 9 `))).toBeInTheDocument();
    },
    120_000,
  );

  it('names the free days only as the provider says them', async () => {
    renderWithApollo(<DemurragePage />, { route: '/demurrage', mocks: [meMock(ADMINISTRATOR), mockWith(7)], language: 'en_US' });
    const legend = await screen.findByRole('region', { name: 'Colours' }, { timeout: 15_000 });
    expect(legend).toHaveTextContent('The provider grants 7 free days.');
  }, 120_000);
});
