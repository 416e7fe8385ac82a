import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import userEvent from '@testing-library/user-event';
import { CreatePurchasePriceDocument, CreateTransportPriceDocument, UpdateSalesPriceDocument, UpdateTransportPriceDocument } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { PriceForm } from './price-form';
import { PRODUCT, TRANSPORTERS, transportersMock, userErrors } from './test-fixtures';
import { required } from '../../ui/required';

const SALES_PRICE = required(PRODUCT.salesPrices[0], 'a sales price');

const TODAY = () => new Date(2026, 10, 21);
const lists = { __typename: 'Product' as const, id: '1', salesPrice: null, purchasePrice: null, purchasePrices: [], salesPrices: [], transportPrices: [] };

function createPurchase(price: string, errors: ReturnType<typeof userErrors> = []): Mock {
  return {
    request: { query: CreatePurchasePriceDocument, variables: { input: { productId: '1', price, startDate: '2026-01-01', endDate: '2026-12-31' } } },
    result: { data: { createPurchasePrice: { __typename: 'PurchasePricePayload', purchasePrice: null, product: lists, userErrors: errors } } },
  };
}

function createTransport(input: Record<string, unknown>, errors: ReturnType<typeof userErrors> = []): Mock {
  return {
    request: { query: CreateTransportPriceDocument, variables: { input: { productId: '1', startDate: '2026-01-01', endDate: '2026-12-31', ...input } } },
    result: { data: { createTransportPrice: { __typename: 'TransportPricePayload', transportPrice: null, product: lists, userErrors: errors } } },
  };
}

async function chooseTransporter(user: ReturnType<typeof userEvent.setup>, typed: string, option: RegExp) {
  const input = await screen.findByRole('combobox', { name: /Transporteur/ });
  await user.type(input, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('PriceForm', () => {
  it('defaults the dates to 1 January and 31 December of this year', () => {
    renderWithApollo(<PriceForm kind="purchase" productId="1" today={TODAY} onSaved={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: /Begindatum/ })).toHaveValue('01-01-2026');
    expect(screen.getByRole('textbox', { name: /Einddatum/ })).toHaveValue('31-12-2026');
  });

  it('requires the price and reads a decimal comma', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<PriceForm kind="purchase" productId="1" today={TODAY} onSaved={onSaved} />, { mocks: [createPurchase('412.5')] });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verplicht veld')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Prijs/ }), '412,5');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith([]));
  });

  it('says "te groot" on the field for a price of 10^20 and sends nothing', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<PriceForm kind="purchase" productId="1" today={TODAY} onSaved={onSaved} />, { mocks: [] });
    const price = screen.getByRole('textbox', { name: /Prijs/ });
    await user.type(price, '100000000000000000000');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Te groot: hoogstens 10 cijfers voor de komma')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // no banner, no "provider unreachable"
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts the gateway's 'too large' refusal on the price field, not in a banner", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const refused: Mock = {
      request: { query: CreatePurchasePriceDocument, variables: { input: { productId: '1', price: '99', startDate: '2026-01-01', endDate: '2026-12-31' } } },
      result: {
        errors: [
          new GraphQLError('Variable "$input" got invalid value "99" at "input.price"; too large', {
            extensions: { code: 'BAD_USER_INPUT', field: 'price', reason: 'TOO_LARGE' },
          }),
        ],
      },
    };
    renderWithApollo(<PriceForm kind="purchase" productId="1" today={TODAY} onSaved={onSaved} />, { mocks: [refused] });
    const price = screen.getByRole('textbox', { name: /Prijs/ });
    await user.type(price, '99');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Te groot: hoogstens 10 cijfers voor de komma')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says a duplicate price in Dutch on the start date, with the provider's words only as a detail", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<PriceForm kind="purchase" productId="1" today={TODAY} onSaved={onSaved} />, {
      mocks: [createPurchase('10', userErrors({ field: 'startDate', code: 'DUPLICATE', message: 'A price is already available for this start date' }))],
    });
    await user.type(screen.getByRole('textbox', { name: /Prijs/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er bestaat al een prijs voor deze begindatum. (A price is already available for this start date)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Begindatum/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('requires a transporter and, for a normal transporter, a pricing type', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<PriceForm kind="transport" productId="1" today={TODAY} onSaved={onSaved} />, {
      mocks: [transportersMock, createTransport({ transporterCode: 'T0004', pricingType: 'UNIT_PRICE', price: '22.35' })],
    });
    await screen.findByRole('combobox', { name: /Transporteur/ });
    await user.type(screen.getByRole('textbox', { name: /Prijs/ }), '22,35');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verplicht veld')).toBeInTheDocument();
    expect(screen.getByText('Kies een prijssoort')).toBeInTheDocument();
    await chooseTransporter(user, 'Bakker', /Bakker Transport Ede/);
    await user.click(screen.getByRole('combobox', { name: /Prijssoort/ }));
    expect(screen.getByRole('option', { name: 'Blokvracht' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Eenheidsprijs' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('hides the pricing type for own transport 99999999 and sends none', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<PriceForm kind="transport" productId="1" today={TODAY} onSaved={onSaved} />, {
      mocks: [transportersMock, createTransport({ transporterCode: '99999999', pricingType: null, price: '0' })],
    });
    expect(await screen.findByRole('combobox', { name: /Prijssoort/ })).toBeInTheDocument();
    await chooseTransporter(user, '9999', /Eigen vervoer/);
    expect(screen.queryByRole('combobox', { name: /Prijssoort/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Prijs/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("shows 'Please set pricetype' when the server refuses for a missing pricing type", async () => {
    const user = userEvent.setup();
    renderWithApollo(<PriceForm kind="transport" productId="1" today={TODAY} onSaved={jest.fn()} />, {
      language: 'en_US',
      mocks: [
        transportersMock,
        createTransport(
          { transporterCode: 'T0004', pricingType: 'BLOCK_FREIGHT', price: '600' },
          userErrors({ field: 'pricingType', code: 'INVALID_INPUT', message: 'Please set pricetype' }),
        ),
      ],
    });
    const input = await screen.findByRole('combobox', { name: /Transporter/ });
    await user.type(input, 'Bakker');
    await user.click(await screen.findByRole('option', { name: /Bakker Transport Ede/ }));
    await user.click(screen.getByRole('combobox', { name: /Pricing type/ }));
    await user.click(screen.getByRole('option', { name: 'Block freight' }));
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '600');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please set pricetype')).toBeInTheDocument();
  });

  it('locks transporter and pricing type when editing, and hands over the affected order lines', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const line = {
      __typename: 'AffectedOrderLine' as const,
      id: '77',
      salesOrderId: '12',
      productCode: 'P010001',
      productDescription: 'Sojaschroot',
      loadingDate: '2026-03-04',
      quantity: '28',
      currentPrice: '676.58',
      newPrice: '700',
      pricingType: 'BLOCK_FREIGHT' as const,
    };
    renderWithApollo(<PriceForm kind="transport" productId="1" price={PRODUCT.transportPrices[0]} onSaved={onSaved} />, {
      mocks: [
        {
          request: {
            query: UpdateTransportPriceDocument,
            variables: { input: { id: '9', productId: '1', expectedVersion: 'transport-v9', price: '700', startDate: '2026-01-01', endDate: '2026-12-31' } },
          },
          result: {
            data: {
              updateTransportPrice: { __typename: 'TransportPricePayload', transportPrice: null, product: lists, affectedLines: [line], userErrors: [] },
            },
          },
        },
      ],
    });
    expect(screen.getByRole('textbox', { name: /Transporteur/ })).toHaveValue(`${TRANSPORTERS[0]?.name} (T0004)`);
    expect(screen.getByRole('textbox', { name: /Transporteur/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Prijssoort/ })).toHaveAttribute('aria-disabled', 'true');
    const price = screen.getByRole('textbox', { name: /Prijs/ });
    expect(price).toHaveValue('676,58');
    await user.clear(price);
    await user.type(price, '700');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith([expect.objectContaining({ id: '77' })]));
  });

  it('edits a sales price with its own dates', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<PriceForm kind="sales" productId="1" price={{ ...SALES_PRICE, isApproved: false }} onSaved={onSaved} />, {
      mocks: [
        {
          request: {
            query: UpdateSalesPriceDocument,
            variables: { input: { id: '7', productId: '1', expectedVersion: 'sales-v7', price: '438.36', startDate: '2026-01-01', endDate: '2026-06-30' } },
          },
          result: { data: { updateSalesPrice: { __typename: 'SalesPricePayload', salesPrice: null, product: lists, affectedLines: [], userErrors: [] } } },
        },
      ],
    });
    const end = screen.getByRole('textbox', { name: /Einddatum/ });
    await user.clear(end);
    await user.type(end, '30-6-2026');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith([]));
  });

  it('warns before saving an approved price that its approval goes; Cancel sends nothing, Save anyway saves', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const approved = { ...SALES_PRICE, isApproved: true };
    renderWithApollo(<PriceForm kind="sales" productId="1" price={approved} onSaved={onSaved} />, {
      mocks: [
        {
          request: {
            query: UpdateSalesPriceDocument,
            variables: { input: { id: '7', productId: '1', expectedVersion: 'sales-v7', price: '500', startDate: '2026-01-01', endDate: '2026-12-31' } },
          },
          result: { data: { updateSalesPrice: { __typename: 'SalesPricePayload', salesPrice: null, product: lists, affectedLines: [], userErrors: [] } } },
        },
      ],
    });
    const price = screen.getByRole('textbox', { name: /Prijs/ });
    await user.clear(price);
    await user.type(price, '500');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const warning = await screen.findByRole('dialog', { name: 'Goedkeuring vervalt' });
    expect(warning).toHaveTextContent('Deze prijs is goedgekeurd.');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Goedkeuring vervalt' })).not.toBeInTheDocument());
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await user.click(await screen.findByRole('button', { name: 'Toch opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith([]));
  });
});
