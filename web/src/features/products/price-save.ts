import type { Path } from 'react-hook-form';
import type { TFunction } from 'i18next';
import {
  CreatePurchasePriceDocument,
  CreateSalesPriceDocument,
  CreateTransportPriceDocument,
  UpdatePurchasePriceDocument,
  UpdateSalesPriceDocument,
  UpdateTransportPriceDocument,
  type AffectedLineFragment,
  type PricingType,
} from '../../generated/graphql';
import type { UserErrorLike } from '../../core/errors';
import type { SavePayload, SendContext, Sent } from '../../core/form-save';
import { priceValue, type PriceKind } from './price-rules';

/** A price as the form changes it (price-table.tsx's rows). */
export interface EditablePrice {
  id: string;
  /** The version the user saw: sent as expectedVersion with a change, approval or delete. */
  version: string;
  price: string;
  startDate: string;
  endDate: string;
  transporter?: { code: string; name: string; needsPricingType: boolean } | null;
  pricingType?: PricingType | null;
  /** An approved price loses its approval when it changes: the form asks first. */
  isApproved?: boolean;
}

export interface PriceFormValues {
  price: string;
  startDate: string | null;
  endDate: string | null;
  transporter: string | null;
  pricingType: PricingType | '';
}

/** The price form's fields, top to bottom; the pricing type only where the form asks for one. */
export function priceFields(askPricingType: boolean): readonly Path<PriceFormValues>[] {
  const fields: Path<PriceFormValues>[] = ['price', 'startDate', 'endDate', 'transporter'];
  return askPricingType ? [...fields, 'pricingType'] : fields;
}

/** The gateway names the transporter by its code. */
export const PRICE_FIELD_NAMES: Readonly<Record<string, Path<PriceFormValues>>> = { transporterCode: 'transporter' };

export interface PriceSaveSetup {
  kind: PriceKind;
  productId: string;
  price?: EditablePrice | null;
  /** Whether the form shows (and sends) a pricing type. */
  askPricingType: boolean;
}

/** Adds or changes the price of its kind; the payload is the record (its affected order lines on an edit). */
export async function sendPrice(
  { kind, productId, price, askPricingType }: PriceSaveSetup,
  values: PriceFormValues,
  { mutate, expectedVersion }: SendContext,
): Promise<Sent<{ affectedLines: AffectedLineFragment[] }>> {
  const amount = priceValue(values.price)!;
  const dates = { startDate: values.startDate!, endDate: values.endDate! };
  const send = async (): Promise<(SavePayload & { affectedLines?: AffectedLineFragment[] }) | undefined> => {
    if (price) {
      const input = { id: price.id, productId, expectedVersion, price: amount, ...dates };
      if (kind === 'purchase') return (await mutate(UpdatePurchasePriceDocument, { input }))?.updatePurchasePrice;
      if (kind === 'sales') return (await mutate(UpdateSalesPriceDocument, { input }))?.updateSalesPrice;
      return (await mutate(UpdateTransportPriceDocument, { input }))?.updateTransportPrice;
    }
    if (kind === 'transport') {
      const input = { productId, transporterCode: values.transporter!, pricingType: (askPricingType && values.pricingType) || null, price: amount, ...dates };
      return (await mutate(CreateTransportPriceDocument, { input }))?.createTransportPrice;
    }
    const input = { productId, price: amount, ...dates };
    return kind === 'purchase'
      ? (await mutate(CreatePurchasePriceDocument, { input }))?.createPurchasePrice
      : (await mutate(CreateSalesPriceDocument, { input }))?.createSalesPrice;
  };
  const payload = await send();
  return { payload, record: payload && { affectedLines: payload.affectedLines ?? [] } };
}

/** The price form's own words: the provider's only as a detail (spec §5: 'A price is already available for this start date'). */
export function describePriceRefusal(t: TFunction) {
  return (ue: UserErrorLike): string | null => {
    if (ue.field === 'pricingType') return t('products:validation.pricingType');
    if (ue.code !== 'DUPLICATE') return null;
    return ue.message?.trim() ? `${t('products:validation.duplicatePrice')} (${ue.message.trim()})` : t('products:validation.duplicatePrice');
  };
}
