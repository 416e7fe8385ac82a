import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SalesOrderDocument,
  SalesOrderFormOptionsDocument,
  UpdateSalesOrderDocument,
  type SalesOrderDetailFragment,
  type UpdateSalesOrderMutationVariables,
} from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { SalesOrderForm } from './sales-order-form';
import { ORDER } from './test-fixtures';

// Issue 33: a header save based on a stale version is refused; the form keeps the input and says what changed.

const customer = { __typename: 'Customer' as const, code: '10001', name: 'Bakkerij Peeters', isToBePlanned: false };
const supplier = { __typename: 'Supplier' as const, code: '20001', name: 'Graanhandel Noord', hasDemurrage: false };
const optionsMock: Mock = {
  request: { query: SalesOrderFormOptionsDocument },
  result: { data: { customers: [{ ...customer, note: null }], suppliers: [supplier], shippingCompanies: [], documentTypes: [] } },
};

function order(overrides: Partial<SalesOrderDetailFragment> = {}): SalesOrderDetailFragment {
  return { ...ORDER, id: '501', version: 'v1', customer, supplier, customerReference: 'PO-1', comments: 'Oud', ...overrides };
}

const conflict = {
  __typename: 'UserError',
  field: null,
  code: 'CHANGED_BY_SOMEONE_ELSE',
  message: 'Sales order 501 changed since.',
  conflict: {
    __typename: 'Conflict',
    currentVersion: 'v2',
    changes: [
      {
        __typename: 'HistoryEntry',
        id: 'h1',
        at: '2025-03-14T13:05:00Z',
        userName: 'bea@example.be',
        recordType: 'SALES_ORDER',
        recordId: '501',
        ownerType: 'SALES_ORDER',
        ownerId: '501',
        action: 'CHANGED',
        changes: [{ __typename: 'FieldChange', field: 'comments', oldValue: 'Oud', newValue: 'Bel eerst' }],
      },
    ],
  },
};

/** The update: refused for version v1, accepted for v2; every input it was sent is kept. */
function updates() {
  const sent: UpdateSalesOrderMutationVariables['input'][] = [];
  const mock: Mock = {
    request: { query: UpdateSalesOrderDocument, variables: () => true },
    maxUsageCount: 5,
    result: (variables) => {
      const input = (variables as UpdateSalesOrderMutationVariables).input;
      sent.push(input);
      const refused = input.expectedVersion === 'v1';
      return {
        data: {
          updateSalesOrder: {
            __typename: 'SalesOrderPayload',
            salesOrder: refused ? null : order({ version: 'v3', customerReference: input.order.customerReference }),
            userErrors: refused ? [conflict] : [],
          },
        },
      };
    },
  };
  return { mock, sent };
}

const freshRead: Mock = {
  request: { query: SalesOrderDocument, variables: { id: '501' } },
  result: { data: { salesOrder: order({ version: 'v2', comments: 'Bel eerst' }), documentTypes: [] } },
};

async function refusedSave(mocks: Mock[]) {
  const user = userEvent.setup();
  const onSaved = jest.fn();
  renderWithApollo(<SalesOrderForm order={order()} onSaved={onSaved} />, { mocks: [optionsMock, ...mocks] });
  const reference = screen.getByRole('textbox', { name: /Referentie klant/ });
  await user.clear(reference);
  await user.type(reference, 'PO-2{Enter}');
  const panel = await screen.findByRole('alert', { name: 'Iemand anders heeft dit intussen gewijzigd' });
  return { user, onSaved, panel, reference };
}

describe('sales-order header form: changed by someone else', () => {
  it('sends the version it was opened on; a refusal keeps the input and shows who changed what, when (Brussels time)', async () => {
    const update = updates();
    const { panel, reference, onSaved } = await refusedSave([update.mock]);
    expect(update.sent[0]).toMatchObject({ id: '501', expectedVersion: 'v1', order: { customerReference: 'PO-2', comments: 'Oud' } });
    expect(reference).toHaveValue('PO-2');
    expect(panel).toHaveTextContent('bea@example.be, 14-03-2025 14:05:');
    expect(panel).toHaveTextContent('Opmerkingen: Oud → Bel eerst');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('"Load their changes" puts in only their field and keeps mine; the next save is based on the fresh version', async () => {
    const update = updates();
    const { user, panel, reference, onSaved } = await refusedSave([update.mock, freshRead]);
    await user.click(within(panel).getByRole('button', { name: 'Hun wijzigingen laden' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Opmerkingen/ })).toHaveValue('Bel eerst'));
    expect(reference).toHaveValue('PO-2');
    expect(screen.queryByRole('alert', { name: 'Iemand anders heeft dit intussen gewijzigd' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(update.sent[1]).toMatchObject({ expectedVersion: 'v2', order: { customerReference: 'PO-2', comments: 'Bel eerst' } });
  });

  it('"Keep mine" saves my input again on the current version, overwriting knowingly', async () => {
    const update = updates();
    const { user, panel, onSaved } = await refusedSave([update.mock]);
    await user.click(within(panel).getByRole('button', { name: 'Mijn versie houden' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Iemand anders heeft dit intussen gewijzigd' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Opmerkingen/ })).toHaveValue('Oud');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(update.sent[1]).toMatchObject({ expectedVersion: 'v2', order: { customerReference: 'PO-2', comments: 'Oud' } });
  });
});
