import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AttachDocumentToPurchaseOrderDocument,
  CreatePurchaseOrderDocument,
  PurchaseOrderFormOptionsDocument,
  PurchaseSupplierDefaultsDocument,
  UpdatePurchaseOrderDocument,
  type PurchaseOrderDetailFragment,
} from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { formatDate, todayIso } from '../../ui/date-field';
import { PurchaseOrderForm } from './purchase-order-form';
import { INVOICE } from './test-fixtures';
import { isAmountTyping } from './amount-input';
import { nextDescription, sameAmount } from './purchase-order-rules';
import { uploadFile } from '../../ui/files/upload';

// The upload to /files, answered here: the form's part is what it does with the stored file's id.
jest.mock('../../ui/files/upload', () => ({ ...jest.requireActual<typeof import('../../ui/files/upload')>('../../ui/files/upload'), uploadFile: jest.fn() }));

const optionsMock: Mock = {
  request: { query: PurchaseOrderFormOptionsDocument },
  result: {
    data: {
      suppliers: [{ __typename: 'Supplier', code: '200001', name: 'Cargill Grains Antwerp' }],
      transporters: [{ __typename: 'Transporter', code: 'T0001', name: 'Transport Verbeke' }],
    },
  },
};
const defaultsMock = (code: string, isTransporter: boolean, description: string): Mock => ({
  request: { query: PurchaseSupplierDefaultsDocument, variables: { code, isTransporter } },
  result: {
    data: { purchaseSupplier: { __typename: 'PurchaseSupplier', code, defaultDescription: description, defaultVatCode: { __typename: 'VatCode', code: '1' } } },
  },
});

function order(overrides: Partial<PurchaseOrderDetailFragment> = {}): PurchaseOrderDetailFragment {
  return { ...INVOICE, id: '77', invoiceNumber: 'F-1', invoiceDate: '2030-03-05', ...overrides };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.clear(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('purchase invoice rules', () => {
  it('lets an amount field take every keystroke of a number the app writes, and blocks letters', () => {
    for (const typing of ['12,', '€ 1', '1.286,66', '1.286,', '€ 1.286,66', '1 286,66', '1,234'])
      expect([typing, isAmountTyping(typing)]).toEqual([typing, true]);
    for (const typing of ['12a', '€€1', '1e3', '-1']) expect([typing, isAmountTyping(typing)]).toEqual([typing, false]);
    expect(sameAmount('12.50', '12.5')).toBe(true);
  });

  it('takes the new supplier default description unless the user typed one', () => {
    expect(nextDescription('', null, 'Levering Cargill')).toBe('Levering Cargill');
    expect(nextDescription('Levering Cargill', 'Levering Cargill', 'Levering ADM')).toBe('Levering ADM');
    expect(nextDescription('Mijn tekst', 'Levering Cargill', 'Levering ADM')).toBe('Mijn tekst');
  });
});

describe('PurchaseOrderForm', () => {
  it('starts with today, switches the supplier list to transporters and prefills the description', async () => {
    const user = userEvent.setup();
    renderWithApollo(<PurchaseOrderForm onSaved={jest.fn()} />, { mocks: [optionsMock, defaultsMock('T0001', true, 'Transport Transport Verbeke')] });
    expect(screen.getByRole('textbox', { name: /Factuurdatum/ })).toHaveValue(formatDate(todayIso()));
    const transport = screen.getByRole('checkbox', { name: 'Transportfactuur' });
    expect(transport).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Leverancier/ })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: /Leverancier/ }));
    expect(await screen.findByRole('option', { name: 'Cargill Grains Antwerp (200001)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(transport);
    expect(screen.queryByRole('combobox', { name: /Leverancier/ })).not.toBeInTheDocument();
    await choose(user, /Transporteur/, 'Verb', 'Transport Verbeke (T0001)');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Omschrijving/ })).toHaveValue('Transport Transport Verbeke'));
  });

  it('disables the transport checkbox when editing', async () => {
    renderWithApollo(<PurchaseOrderForm order={order({ isTransport: true })} onSaved={jest.fn()} />, { mocks: [optionsMock] });
    expect(screen.getByRole('checkbox', { name: 'Transportfactuur' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Transportfactuur' })).toBeChecked();
    expect(screen.getByText(/kan na het aanmaken niet meer veranderen/)).toBeInTheDocument();
  });

  it('shows an invoice number the supplier used before on the invoice number field, and saves nothing', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const create: Mock = {
      request: {
        query: CreatePurchaseOrderDocument,
        variables: {
          input: {
            supplierCode: '200001',
            invoiceNumber: 'f-1',
            invoiceDate: todayIso(),
            description: 'Levering Cargill',
            isTransport: false,
            documentFileIds: [],
          },
        },
      },
      result: {
        data: {
          createPurchaseOrder: {
            __typename: 'PurchaseOrderPayload',
            recordUnknown: null,
            purchaseOrder: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'invoiceNumber',
                code: 'ALREADY_INVOICED',
                message: 'This invoice number has previously been used for this supplier',
              },
            ],
          },
        },
      },
    };
    renderWithApollo(<PurchaseOrderForm onSaved={onSaved} />, { mocks: [optionsMock, defaultsMock('200001', false, 'Levering Cargill'), create] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Leverancier/ })).toBeEnabled());
    await choose(user, /Leverancier/, 'Carg', 'Cargill Grains Antwerp (200001)');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Omschrijving/ })).toHaveValue('Levering Cargill'));
    await user.type(screen.getByRole('textbox', { name: /Factuurnummer/ }), 'f-1{Enter}');
    expect(await screen.findByText('Dit factuurnummer werd al gebruikt voor deze leverancier')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Factuurnummer/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a create saved without knowing which invoice: tells the page, which refreshes the list and opens nothing', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const onSavedUnseen = jest.fn();
    const input = {
      supplierCode: '200001',
      invoiceNumber: 'f-2',
      invoiceDate: todayIso(),
      description: 'Levering Cargill',
      isTransport: false,
      documentFileIds: [],
    };
    const create: Mock = {
      request: { query: CreatePurchaseOrderDocument, variables: { input } },
      result: { data: { createPurchaseOrder: { __typename: 'PurchaseOrderPayload', recordUnknown: true, purchaseOrder: null, userErrors: [] } } },
    };
    renderWithApollo(<PurchaseOrderForm onSaved={onSaved} onSavedUnseen={onSavedUnseen} />, {
      mocks: [optionsMock, defaultsMock('200001', false, 'Levering Cargill'), create],
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Leverancier/ })).toBeEnabled());
    await choose(user, /Leverancier/, 'Carg', 'Cargill Grains Antwerp (200001)');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Omschrijving/ })).toHaveValue('Levering Cargill'));
    await user.type(screen.getByRole('textbox', { name: /Factuurnummer/ }), 'f-2{Enter}');
    await waitFor(() => expect(onSavedUnseen).toHaveBeenCalledTimes(1));
    expect(onSaved).not.toHaveBeenCalled();
  });
  it.each([
    ['attaches a file chosen on edit to the invoice after the update, and answers the invoice with it', null],
    ['says which file a refused attach was about, and does not close', 'Het bestandstype is niet toegelaten.'],
  ])('%s', async (_name, refusal) => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    jest.mocked(uploadFile).mockReset().mockResolvedValue({ id: '41' });
    const invoice = order();
    const withDocument = order({ documents: [{ __typename: 'PurchaseOrderDocument', fileId: '41', fileName: 'factuur.pdf', downloadUrl: '/files/41' }] });
    const update: Mock = {
      request: { query: UpdatePurchaseOrderDocument, variables: (v: { input: { id: string } }) => v.input.id === '77' },
      result: { data: { updatePurchaseOrder: { __typename: 'PurchaseOrderPayload', purchaseOrder: invoice, userErrors: [] } } },
    };
    const attach: Mock = {
      // the stored file's id to this invoice, whatever the shape of the variables
      request: { query: AttachDocumentToPurchaseOrderDocument, variables: (v: object) => /"77".*"41"|"41".*"77"/.test(JSON.stringify(v)) },
      result: {
        data: {
          attachPurchaseOrderDocument: {
            __typename: 'PurchaseOrderPartPayload',
            id: refusal ? null : '41',
            purchaseOrder: refusal ? null : withDocument,
            userErrors: refusal ? [{ __typename: 'UserError', field: null, code: 'REFUSED', message: refusal }] : [],
          },
        },
      },
    };
    renderWithApollo(<PurchaseOrderForm order={invoice} onSaved={onSaved} />, { mocks: [optionsMock, update, attach] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Leverancier/ })).toHaveValue('Cargill Grains Antwerp (200001)'));
    await user.upload(screen.getByTestId('file-input'), new File(['pdf'], 'factuur.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    if (refusal) {
      expect(await screen.findByText(/factuur\.pdf kon niet toegevoegd worden/)).toBeInTheDocument();
      expect(onSaved).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ documents: [expect.objectContaining({ fileId: '41' })] })));
    }
    expect(uploadFile).toHaveBeenCalledTimes(1);
  });
});
