import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchDocument, type SearchHitFieldsFragment, type SearchQuery } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { opensSearch, shell } from './shell';

const hit = (
  kind: SearchHitFieldsFragment['kind'],
  id: string,
  field: SearchHitFieldsFragment['field'],
  value: string,
  record: Partial<SearchHitFieldsFragment>,
) =>
  ({
    __typename: 'SearchHit',
    kind,
    id,
    field,
    value,
    match: 'EXACT',
    salesOrder: null,
    purchaseOrder: null,
    product: null,
    customer: null,
    supplier: null,
    ...record,
  }) as SearchHitFieldsFragment;

const ORDER = hit('SALES_ORDER', '412', 'CONTAINER', 'MSKU 123456-7', {
  salesOrder: {
    __typename: 'SalesOrder',
    id: '412',
    customerReference: 'PO-9',
    loadingDate: '2026-03-02',
    customer: { __typename: 'Customer', code: '100003', name: 'Zqx Handel BV' },
  },
});
const INVOICE = hit('PURCHASE_ORDER', '77', 'INVOICE_NUMBER', 'MSKU-2026', {
  purchaseOrder: {
    __typename: 'PurchaseOrder',
    id: '77',
    invoiceNumber: 'MSKU-2026',
    invoiceDate: null,
    supplier: { __typename: 'PurchaseSupplier', code: 'S1', name: 'Granen NV' },
  },
});
const CUSTOMER = hit('CUSTOMER', '100003', 'NAME', 'Zqx Handel BV', { customer: { __typename: 'Customer', code: '100003', name: 'Zqx Handel BV' } });

const answer = (text: string, groups: [SearchHitFieldsFragment['kind'], SearchHitFieldsFragment[]][], stale = false): SearchQuery => ({
  search: {
    __typename: 'SearchResult',
    text,
    stale,
    groups: groups.map(([kind, hits]) => ({ __typename: 'SearchGroup', kind, totalCount: hits.length, hits })),
  },
});
const searchMock = (text: string, data: SearchQuery, kinds?: string[]): Mock => ({
  request: { query: SearchDocument, variables: (v: Record<string, unknown>) => v.text === text && JSON.stringify(v.kinds) === JSON.stringify(kinds) },
  result: { data },
  delay: 30,
});

const Global = shell.global!;

function renderShell(mocks: Mock[]) {
  return renderWithApollo(
    <>
      <button type="button">on the screen</button>
      <input aria-label="a screen's field" />
      <Global />
    </>,
    { route: '/task-overview', mocks, language: 'en_US' },
  );
}

describe('the search shortcut', () => {
  it('is Ctrl+K or ⌘K anywhere, and / outside a text field', () => {
    const input = document.createElement('input');
    const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
      const event = new KeyboardEvent('keydown', init);
      Object.defineProperty(event, 'target', { value: target });
      return opensSearch(event);
    };
    expect([key({ key: 'k', ctrlKey: true }), key({ key: 'K', metaKey: true }, input), key({ key: '/' })]).toEqual([true, true, true]);
    expect([
      key({ key: '/' }, input),
      key({ key: 'k', ctrlKey: true, shiftKey: true }),
      key({ key: 'k' }),
      key({ key: 'k', ctrlKey: true, altKey: true }),
    ]).toEqual([false, false, false, false]);
    expect(shell.shortcuts).toEqual([{ keys: 'Control+K Meta+K /', label: 'shortcuts.search' }]);
  });
});

describe('the search box', () => {
  it('opens on Ctrl+K, lists grouped hits, moves with the arrows and opens the record on Enter', async () => {
    const user = userEvent.setup();
    renderShell([
      searchMock(
        'msku',
        answer('msku', [
          ['SALES_ORDER', [ORDER]],
          ['PURCHASE_ORDER', [INVOICE]],
        ]),
      ),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Search orders, invoices, products, customers and suppliers' }, { timeout: 15_000 });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('msku');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await screen.findAllByRole('option');
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    expect(within(listbox).getByRole('group', { name: 'Sales orders' })).toBeInTheDocument();
    const [order, invoice] = within(listbox).getAllByRole('option');
    expect(order).toHaveTextContent('Sales order 412 · Zqx Handel BV · PO-9 · 02-03-2026');
    expect(order).toHaveTextContent('Container: MSKU 123456-7');
    expect(within(listbox).getByRole('group', { name: 'Purchase invoices' })).toContainElement(invoice!);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', order!.id);
    expect(order).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', invoice!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', order!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/purchase-order/77');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on / outside a text field, not in one; Esc closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    renderShell([]);
    await user.click(screen.getByRole('textbox', { name: "a screen's field" }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: "a screen's field" })).toHaveValue('/');
    const button = screen.getByRole('button', { name: 'on the screen' });
    act(() => button.focus());
    await user.keyboard('/');
    const box = await screen.findByRole('combobox', {}, { timeout: 15_000 });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('narrows to the sales orders of a customer on Enter, and says when nothing matched', async () => {
    const user = userEvent.setup();
    renderShell([
      searchMock('zqx', answer('zqx', [['CUSTOMER', [CUSTOMER]]])),
      searchMock('Zqx Handel BV', answer('Zqx Handel BV', [['SALES_ORDER', [ORDER]]]), ['SALES_ORDER']),
      searchMock('nothing', answer('nothing', [])),
    ]);
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', {}, { timeout: 15_000 });
    await user.keyboard('zqx');
    expect(await screen.findByRole('option', { name: /Customer 100003/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Zqx Handel BV');
    expect(screen.getByText('Sales orders of Zqx Handel BV')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /Sales order 412/ })).toBeInTheDocument();
    await user.clear(box);
    await user.keyboard('nothing');
    expect(await screen.findByText('Nothing found for “nothing”.')).toBeInTheDocument();
    expect(screen.queryByText('Sales orders of Zqx Handel BV')).not.toBeInTheDocument();
  });

  it('opens the first hit of the answer when Enter came before it', async () => {
    const user = userEvent.setup();
    renderShell([searchMock('msku', answer('msku', [['SALES_ORDER', [ORDER]]]))]);
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', {}, { timeout: 15_000 });
    await user.keyboard('msku{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/task-overview');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sales-order/412'));
  });

  it('asks again when the answer came from an index still being rebuilt', async () => {
    const user = userEvent.setup();
    renderShell([
      searchMock('msku', answer('msku', [['PURCHASE_ORDER', [INVOICE]]], true)),
      searchMock(
        'msku',
        answer('msku', [
          ['SALES_ORDER', [ORDER]],
          ['PURCHASE_ORDER', [INVOICE]],
        ]),
      ),
    ]);
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', {}, { timeout: 15_000 });
    await user.keyboard('msku');
    expect(await screen.findByRole('option', { name: /Purchase invoice MSKU-2026/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Sales order 412/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /Sales order 412/ }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
