import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AttachDocumentToSalesOrderDocument,
  CreateSalesOrderDocument,
  SalesOrderFormOptionsDocument,
  UpdateSalesOrderDocument,
  type SalesOrderDetailFragment,
} from '../../generated/graphql';
import { GraphQLError } from 'graphql';
import { submissionKeys } from '../../core/idempotency';
import { renderWithApollo, type Mock } from '../../core/testing';
import { SalesOrderForm } from './sales-order-form';
import { ORDER } from './test-fixtures';
import { arrivalDateShown, defaultDocumentType, demurrageFieldsShown, referenceRequired } from './sales-order-rules';
import { required } from '../../ui/required';
import { uploadFile } from '../../ui/files/upload';

// The upload to /files, answered here: the form's part is what it does with the stored file's id.
jest.mock('../../ui/files/upload', () => ({ ...jest.requireActual<typeof import('../../ui/files/upload')>('../../ui/files/upload'), uploadFile: jest.fn() }));

const customers = [
  { __typename: 'Customer' as const, code: '10001', name: 'Bakkerij Peeters', note: null, isToBePlanned: false },
  { __typename: 'Customer' as const, code: '10002', name: 'Veevoeders Janssens', note: 'Altijd eerst bellen.', isToBePlanned: false },
  { __typename: 'Customer' as const, code: '99999998', name: 'Nog te plannen', note: null, isToBePlanned: true },
];
const suppliers = [
  { __typename: 'Supplier' as const, code: '20001', name: 'Graanhandel Noord', hasDemurrage: false },
  { __typename: 'Supplier' as const, code: '20002', name: 'Antwerp Bulk Terminal', hasDemurrage: true },
];
const optionsMock: Mock = {
  request: { query: SalesOrderFormOptionsDocument },
  result: {
    data: {
      customers,
      suppliers,
      shippingCompanies: [{ __typename: 'ShippingCompany', code: 'MSC', name: 'MSC' }],
      documentTypes: [
        { __typename: 'DocumentType', id: '1', name: 'Factuur' },
        { __typename: 'DocumentType', id: '2', name: 'CMR' },
        { __typename: 'DocumentType', id: '3', name: 'Overige' },
      ],
    },
  },
};

function savedOrder(overrides: Partial<SalesOrderDetailFragment> = {}): SalesOrderDetailFragment {
  return {
    ...ORDER,
    id: '501',
    version: 'order-501-v1',
    customer: required(customers[2], 'a customer'),
    supplier: required(suppliers[0], 'a supplier'),
    customerReference: null,
    loadingDate: null,
    ...overrides,
  };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.clear(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('sales order rules', () => {
  it('requires the customer reference unless the customer is 99999998', () => {
    expect(referenceRequired('10001')).toBe(true);
    expect(referenceRequired(null)).toBe(true);
    expect(referenceRequired('99999998')).toBe(false);
  });

  it('shows demurrage fields for demurrage suppliers, arrival date also when one exists', () => {
    expect(demurrageFieldsShown({ hasDemurrage: true })).toBe(true);
    expect(demurrageFieldsShown({ hasDemurrage: false })).toBe(false);
    expect(demurrageFieldsShown(null)).toBe(false);
    expect(arrivalDateShown({ hasDemurrage: false }, '2025-03-01')).toBe(true);
    expect(arrivalDateShown({ hasDemurrage: false }, null)).toBe(false);
  });

  it('takes the third document type as the default', () => {
    expect(defaultDocumentType(['a', 'b', 'c', 'd'])).toBe('c');
    expect(defaultDocumentType(['a'])).toBe('a');
    expect(defaultDocumentType([])).toBeNull();
  });
});

describe('SalesOrderForm', () => {
  it('requires customer, supplier and reference, and focuses the customer first', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<SalesOrderForm onSaved={onSaved} />, { mocks: [optionsMock] });
    const customer = screen.getByRole('combobox', { name: /Klant/ });
    expect(customer).toHaveFocus();
    await screen.findByRole('combobox', { name: /Leverancier/ });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findAllByText('Verplicht veld')).toHaveLength(3);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows shipping company, pickup reference and arrival date only for a demurrage supplier, and requires the first two', async () => {
    const user = userEvent.setup();
    renderWithApollo(<SalesOrderForm onSaved={jest.fn()} />, { mocks: [optionsMock] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Leverancier/ })).toBeEnabled());
    await choose(user, /Leverancier/, 'Graan', 'Graanhandel Noord (20001)');
    expect(screen.queryByRole('combobox', { name: /Rederij/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Uithaalreferentie/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Aankomstdatum/ })).not.toBeInTheDocument();

    await choose(user, /Leverancier/, 'Antw', 'Antwerp Bulk Terminal (20002)');
    const shipping = await screen.findByRole('combobox', { name: /Rederij/ });
    const pickup = screen.getByRole('textbox', { name: /Uithaalreferentie/ });
    expect(screen.getByRole('textbox', { name: /Aankomstdatum/ })).toBeInTheDocument();
    expect(shipping).toBeRequired();
    expect(pickup).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(shipping).toHaveAttribute('aria-invalid', 'true'));
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    // an arrival before the loading is refused on the arrival date (demurrage would count negative days)
    await user.type(screen.getByRole('textbox', { name: /^Laaddatum/ }), '20-11-2026');
    await user.type(screen.getByRole('textbox', { name: /^Aankomstdatum/ }), '16-11-2026');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De aankomstdatum ligt voor de laaddatum')).toBeInTheDocument();
  });

  it('does not require a reference for 99999998 Nog te plannen and sends no demurrage fields for other suppliers', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const create: Mock = {
      request: {
        query: CreateSalesOrderDocument,
        variables: {
          input: {
            order: {
              customerCode: '99999998',
              supplierCode: '20001',
              customerReference: null,
              shippingCompanyCode: null,
              pickupReference: null,
              arrivalDate: null,
              loadingDate: '2025-03-14',
              comments: null,
            },
            documents: [],
          },
        },
      },
      result: { data: { createSalesOrder: { __typename: 'SalesOrderPayload', recordUnknown: null, salesOrder: savedOrder(), userErrors: [] } } },
    };
    renderWithApollo(<SalesOrderForm onSaved={onSaved} />, { mocks: [optionsMock, create] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Klant/ })).toBeEnabled());
    await choose(user, /Klant/, '9999', 'Nog te plannen (99999998)');
    expect(screen.getByRole('textbox', { name: /Referentie klant/ })).not.toBeRequired();
    expect(screen.getByText("Niet verplicht voor 'Nog te plannen'")).toBeInTheDocument();
    await choose(user, /Leverancier/, 'Graan', 'Graanhandel Noord (20001)');
    await user.type(screen.getByRole('textbox', { name: /Laaddatum/ }), '14-03-2025');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: '501' })));
  });

  it('keeps the Idempotency-Key after "saved, not read back": saving again answers the one order, and only then is the key dropped', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const keyFor = jest.spyOn(submissionKeys, 'keyFor');
    const order = { customerCode: '99999998', supplierCode: '20001', customerReference: null, shippingCompanyCode: null, pickupReference: null };
    const variables = { input: { order: { ...order, arrivalDate: null, loadingDate: null, comments: null }, documents: [] } };
    const notReread = new GraphQLError('saved, not read back', { extensions: { code: 'SAVED_NOT_REREAD', id: '501' } });
    const mocks: Mock[] = [
      { ...optionsMock, maxUsageCount: 2 }, // the form's options, and their re-read before the error shows
      { request: { query: CreateSalesOrderDocument, variables }, result: { errors: [notReread] } },
      {
        request: { query: CreateSalesOrderDocument, variables },
        result: { data: { createSalesOrder: { __typename: 'SalesOrderPayload', recordUnknown: null, salesOrder: savedOrder(), userErrors: [] } } },
      },
    ];
    renderWithApollo(<SalesOrderForm onSaved={onSaved} />, { mocks });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Klant/ })).toBeEnabled());
    await choose(user, /Klant/, '9999', 'Nog te plannen (99999998)');
    await choose(user, /Leverancier/, 'Graan', 'Graanhandel Noord (20001)');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/De wijziging is bewaard/)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: '501' })));
    const keys = keyFor.mock.results.map((r) => r.value as string);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // the answer was final: the same values again are a new submission
    expect(submissionKeys.keyFor('CreateSalesOrder', variables)).not.toBe(keys[0]);
    keyFor.mockRestore();
  });

  it('shows the customer note when the chosen customer has one', async () => {
    const user = userEvent.setup();
    renderWithApollo(<SalesOrderForm onSaved={jest.fn()} />, { mocks: [optionsMock] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Klant/ })).toBeEnabled());
    await choose(user, /Klant/, 'Veev', 'Veevoeders Janssens (10002)');
    const note = await screen.findByRole('dialog', { name: 'Opmerking bij Veevoeders Janssens' });
    expect(note).toHaveTextContent('Altijd eerst bellen.');
    await user.click(within(note).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on edit shows the order, and the arrival date it already has even for a supplier without demurrage', async () => {
    const order = savedOrder({
      customer: customers[0],
      supplier: suppliers[0],
      customerReference: 'PO-9',
      loadingDate: '2025-03-14',
      arrivalDate: '2025-03-02',
    });
    renderWithApollo(<SalesOrderForm order={order} onSaved={jest.fn()} />, { mocks: [optionsMock] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Klant/ })).toHaveValue('Bakkerij Peeters (10001)'));
    expect(screen.getByRole('combobox', { name: /Leverancier/ })).toHaveValue('Graanhandel Noord (20001)');
    expect(screen.getByRole('textbox', { name: /Referentie klant/ })).toHaveValue('PO-9');
    expect(screen.getByRole('textbox', { name: /Laaddatum/ })).toHaveValue('14-03-2025');
    expect(screen.getByRole('textbox', { name: /Aankomstdatum/ })).toHaveValue('02-03-2025');
    expect(screen.queryByRole('combobox', { name: /Rederij/ })).not.toBeInTheDocument();
  });

  it.each(['31-02-2026', '00-13-2026', 'morgen'])('refuses the impossible date %p on the field: Save sends nothing, the stored date is kept', async (typed) => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const order = savedOrder({ customer: customers[0], supplier: suppliers[0], customerReference: 'PO-9', loadingDate: '2025-03-14' });
    // No mock for the update: were it sent, the form would show a failure instead of the field error.
    renderWithApollo(<SalesOrderForm order={order} onSaved={onSaved} />, { mocks: [optionsMock] });
    const date = screen.getByRole('textbox', { name: /Laaddatum/ });
    await waitFor(() => expect(date).toHaveValue('14-03-2025'));
    await user.clear(date);
    await user.type(date, `${typed}{Enter}`);
    expect(await screen.findByText('Ongeldige datum, gebruik dd-mm-jjjj')).toBeInTheDocument();
    expect(date).toHaveValue(typed);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts server refusals on the matching field', async () => {
    const user = userEvent.setup();
    const create: Mock = {
      request: {
        query: CreateSalesOrderDocument,
        variables: {
          input: {
            order: {
              customerCode: '10001',
              supplierCode: '20001',
              customerReference: 'PO-1',
              shippingCompanyCode: null,
              pickupReference: null,
              arrivalDate: null,
              loadingDate: null,
              comments: null,
            },
            documents: [],
          },
        },
      },
      result: {
        data: {
          createSalesOrder: {
            __typename: 'SalesOrderPayload',
            recordUnknown: null,
            salesOrder: null,
            userErrors: [{ __typename: 'UserError', field: 'input.order.customerReference', code: 'DUPLICATE', message: 'Reference PO-1 is already used.' }],
          },
        },
      },
    };
    renderWithApollo(<SalesOrderForm onSaved={jest.fn()} />, { mocks: [optionsMock, create] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Klant/ })).toBeEnabled());
    await choose(user, /Klant/, 'Bakk', 'Bakkerij Peeters (10001)');
    await choose(user, /Leverancier/, 'Graan', 'Graanhandel Noord (20001)');
    await user.type(screen.getByRole('textbox', { name: /Referentie klant/ }), 'PO-1{Enter}');
    expect(await screen.findByText('Dit bestaat al (het systeem antwoordde: “Reference PO-1 is already used.”)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Referentie klant/ })).toHaveAttribute('aria-invalid', 'true');
  });
  it.each([
    ['attaches a file chosen on edit to the order after the update, and answers the order with it', null],
    ['says which file a refused attach was about, and does not close', 'Het bestandstype is niet toegelaten.'],
  ])('%s', async (_name, refusal) => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    jest.mocked(uploadFile).mockReset().mockResolvedValue({ id: '77' });
    const order = savedOrder({ customer: customers[0], supplier: suppliers[0], customerReference: 'PO-9' });
    const withDocument = savedOrder({
      ...order,
      documents: [{ __typename: 'SalesOrderDocument', fileId: '77', fileName: 'cmr.pdf', downloadUrl: '/files/77', documentType: null }],
    });
    const update: Mock = {
      request: { query: UpdateSalesOrderDocument, variables: (v: { input: { id: string } }) => v.input.id === '501' },
      result: { data: { updateSalesOrder: { __typename: 'SalesOrderPayload', salesOrder: order, userErrors: [] } } },
    };
    const attach: Mock = {
      // the third document type is the default (spec 02 §9)
      request: { query: AttachDocumentToSalesOrderDocument, variables: { input: { salesOrderId: '501', document: { fileId: '77', documentTypeId: '3' } } } },
      result: {
        data: {
          attachSalesOrderDocument: {
            __typename: 'SalesOrderPayload',
            salesOrder: refusal ? null : withDocument,
            userErrors: refusal ? [{ __typename: 'UserError', field: null, code: 'REFUSED', message: refusal }] : [],
          },
        },
      },
    };
    renderWithApollo(<SalesOrderForm order={order} onSaved={onSaved} />, { mocks: [optionsMock, update, attach] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Klant/ })).toHaveValue('Bakkerij Peeters (10001)'));
    await user.upload(screen.getByTestId('file-input'), new File(['pdf'], 'cmr.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    if (refusal) {
      expect(await screen.findByText(/De order is opgeslagen, maar bestand cmr\.pdf kon niet toegevoegd worden/)).toBeInTheDocument();
      expect(onSaved).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ documents: [expect.objectContaining({ fileId: '77' })] })));
    }
    expect(uploadFile).toHaveBeenCalledTimes(1);
  });
});
