import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateProductDocument } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { ProductForm } from './product-form';
import { optionsMock, PRODUCT, userErrors } from './test-fixtures';

type User = ReturnType<typeof userEvent.setup>;

async function pick(user: User, field: RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function choose(user: User, field: RegExp, typed: string, option: RegExp) {
  const input = screen.getByRole('combobox', { name: field });
  await user.clear(input);
  await user.type(input, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(user: User, { approver }: { approver: boolean }) {
  await screen.findByRole('combobox', { name: /Leverancier/ });
  await choose(user, /Leverancier/, 'Cosun', /Cosun Beet Company/);
  await choose(user, /Klant/, 'ForFarmers', /ForFarmers Lochem/);
  await user.type(screen.getByRole('textbox', { name: /^Product$/ }), 'Sojaschroot');
  await pick(user, /Verkoopeenheid/, 'Ton');
  await pick(user, /Productgroep/, 'Oliehoudende zaden en schroot');
  await pick(user, /Inkoopeenheid/, 'Kilogram');
  if (approver) await pick(user, /Goedkeurder/, 'admin@backoffice.test');
  await user.type(screen.getByRole('textbox', { name: /Kilogram/ }), '1000,5');
}

const created = (approverId: string | null, errors: ReturnType<typeof userErrors> = [], unseen = false): Mock => ({
  request: {
    query: CreateProductDocument,
    variables: {
      input: {
        supplierCode: '200008',
        customerCode: '100007',
        name: 'Sojaschroot',
        description: null,
        salesUnitCode: 'TON',
        purchaseUnitCode: 'KG',
        productGroupCode: 'OLIE',
        kilogram: '1000.5',
        note: null,
        approverId,
        fileIds: [],
      },
    },
  },
  result: { data: { createProduct: { __typename: 'ProductPayload', product: errors.length || unseen ? null : PRODUCT, userErrors: errors } } },
});

describe('ProductForm (add)', () => {
  it('requires supplier, customer, units, group, kilogram and, for an administrator, the approver', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<ProductForm mode="add" isAdministrator onSaved={onSaved} />, { mocks: [optionsMock(true)] });
    expect(await screen.findByRole('combobox', { name: /Goedkeurder/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findAllByText('Verplicht veld')).toHaveLength(7);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows no approver to a non-administrator and sends none', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<ProductForm mode="add" isAdministrator={false} onSaved={onSaved} />, { mocks: [optionsMock(false), created(null)] });
    await screen.findByRole('combobox', { name: /Leverancier/ });
    expect(screen.queryByRole('combobox', { name: /Goedkeurder/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findAllByText('Verplicht veld')).toHaveLength(6);
    await fillRequired(user, { approver: false });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: '1' })));
  });

  it('sends the approver an administrator chose, and kilogram with a decimal comma as a decimal', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<ProductForm mode="add" isAdministrator onSaved={onSaved} />, { mocks: [optionsMock(true), created('u-1')] });
    await fillRequired(user, { approver: true });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('says a product saved without a record is saved, and where to find it', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<ProductForm mode="add" isAdministrator={false} onSaved={onSaved} />, { mocks: [optionsMock(false), created(null, [], true)] });
    await fillRequired(user, { approver: false });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/Het product is bewaard, maar de provider zei niet welk het is/)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a kilogram that is not a number', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ProductForm mode="add" isAdministrator={false} onSaved={jest.fn()} />, { mocks: [optionsMock(false)] });
    await screen.findByRole('combobox', { name: /Leverancier/ });
    await user.type(screen.getByRole('textbox', { name: /Kilogram/ }), 'veel');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Geef een getal op')).toBeInTheDocument();
  });

  it('says Duplicated Product! when the gateway finds the same product, supplier and customer', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<ProductForm mode="add" isAdministrator={false} onSaved={onSaved} />, {
      language: 'en_US',
      mocks: [optionsMock(false), created(null, userErrors({ field: null, code: 'DUPLICATE', message: 'Duplicated Product!' }))],
    });
    await screen.findByRole('combobox', { name: /Supplier/ });
    await choose(user, /Supplier/, 'Cosun', /Cosun Beet Company/);
    await choose(user, /Customer/, 'ForFarmers', /ForFarmers Lochem/);
    await user.type(screen.getByRole('textbox', { name: /^Product$/ }), 'Sojaschroot');
    await pick(user, /Sales unit/, 'Ton');
    await pick(user, /Product group/, 'Oliehoudende zaden en schroot');
    await pick(user, /Purchase unit/, 'Kilogram');
    await user.type(screen.getByRole('textbox', { name: /Kilogram/ }), '1000,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Duplicated Product!');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the customer's note when a customer with a note is chosen", async () => {
    const user = userEvent.setup();
    renderWithApollo(<ProductForm mode="add" isAdministrator={false} onSaved={jest.fn()} />, { mocks: [optionsMock(false)] });
    await screen.findByRole('combobox', { name: /Klant/ });
    await choose(user, /Klant/, 'Agri', /Coöperatie Agrifirm/);
    const dialog = await screen.findByRole('dialog', { name: /Opmerking bij klant Coöperatie Agrifirm/ });
    expect(dialog).toHaveTextContent('Altijd een analysecertificaat meesturen.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('ProductForm (copy and edit)', () => {
  it('fills a copy from the source product', async () => {
    renderWithApollo(<ProductForm mode="copy" product={PRODUCT} isAdministrator onSaved={jest.fn()} />, { mocks: [optionsMock(true)] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Leverancier/ })).toHaveValue('Cosun Beet Company (200008)'));
    expect(screen.getByRole('textbox', { name: /^Product$/ })).toHaveValue('Sojaschroot');
    expect(screen.getByRole('textbox', { name: /Kilogram/ })).toHaveValue('1000');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Goedkeurder/ })).toHaveTextContent('admin@backoffice.test'));
  });

  it('an emptied kilogram on edit says it is required and sends nothing (it used to keep the old value silently)', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    // No mock for the update: were it sent, the form would show a failure.
    renderWithApollo(<ProductForm mode="edit" product={PRODUCT} isAdministrator onSaved={onSaved} />, { mocks: [optionsMock(true)] });
    const kilogram = await screen.findByRole('textbox', { name: /Kilogram/ });
    expect(kilogram).toBeRequired();
    await user.clear(kilogram);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verplicht veld')).toBeInTheDocument();
    expect(kilogram).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
