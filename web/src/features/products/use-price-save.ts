import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/confirm-dialog';
import {
  CreatePurchasePriceDocument,
  CreateSalesPriceDocument,
  CreateTransportPriceDocument,
  UpdatePurchasePriceDocument,
  UpdateSalesPriceDocument,
  UpdateTransportPriceDocument,
  type AffectedLineFragment,
  type PricingType,
  type ProductUserErrorFragment,
} from '../../generated/graphql';
import { type FormProblem, type UserErrorLike, describeProblem, describeUserError } from '../../core/errors';
import { applyInputError, applyUserErrors } from '../../core/forms';
import type { ConflictState } from '../../core/history';
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

const FIELDS: readonly Path<PriceFormValues>[] = ['price', 'startDate', 'endDate', 'transporter'];

function onFormField(userError: UserErrorLike): UserErrorLike {
  if (!userError.field) return userError;
  const key = userError.field.replace(/^input\./, '');
  return { ...userError, field: key === 'transporterCode' ? 'transporter' : key };
}

type PricePayload = { userErrors: ProductUserErrorFragment[]; affectedLines?: AffectedLineFragment[] } | undefined;

interface PriceSaveSetup {
  kind: PriceKind;
  productId: string;
  price?: EditablePrice | null;
  /** Whether the form shows (and sends) a pricing type. */
  askPricingType: boolean;
  setError: UseFormSetError<PriceFormValues>;
  onSaved: (affectedLines: AffectedLineFragment[]) => void;
  /** The version an edit is based on and where CHANGED_BY_SOMEONE_ELSE goes (the conflict panel). */
  conflict: Pick<ConflictState, 'baseVersion' | 'onRefused' | 'clear'>;
}

/** The price form's mutations: add or change the price of its kind. */
function usePriceMutations(kind: PriceKind, productId: string, price: EditablePrice | null | undefined, expectedVersion: string | null) {
  const [createPurchase, c1] = useMutation(CreatePurchasePriceDocument);
  const [updatePurchase, u1] = useMutation(UpdatePurchasePriceDocument);
  const [createSales, c2] = useMutation(CreateSalesPriceDocument);
  const [updateSales, u2] = useMutation(UpdateSalesPriceDocument);
  const [createTransport, c3] = useMutation(CreateTransportPriceDocument);
  const [updateTransport, u3] = useMutation(UpdateTransportPriceDocument);
  const saving = [c1, u1, c2, u2, c3, u3].some((m) => m.loading);

  const send = async (values: PriceFormValues, pricingType: PriceFormValues['pricingType'] | null): Promise<PricePayload> => {
    const amount = priceValue(values.price)!;
    const dates = { startDate: values.startDate!, endDate: values.endDate! };
    if (price) {
      const input = { id: price.id, productId, expectedVersion, price: amount, ...dates };
      if (kind === 'purchase') return (await updatePurchase({ variables: { input } })).data?.updatePurchasePrice;
      if (kind === 'sales') return (await updateSales({ variables: { input } })).data?.updateSalesPrice;
      return (await updateTransport({ variables: { input } })).data?.updateTransportPrice;
    }
    if (kind === 'transport') {
      const input = { productId, transporterCode: values.transporter!, pricingType: pricingType || null, price: amount, ...dates };
      return (await createTransport({ variables: { input } })).data?.createTransportPrice;
    }
    const input = { productId, price: amount, ...dates };
    return kind === 'purchase'
      ? (await createPurchase({ variables: { input } })).data?.createPurchasePrice
      : (await createSales({ variables: { input } })).data?.createSalesPrice;
  };
  return { send, saving };
}

/** Saves the price form: asks first where an approval is lost; refusals land on their fields or in `message`. */
export function usePriceSave({ kind, productId, price, askPricingType, setError, onSaved, conflict }: PriceSaveSetup) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { send, saving } = usePriceMutations(kind, productId, price, conflict.baseVersion);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const onSubmit = async (values: PriceFormValues) => {
    setProblem(null);
    conflict.clear();
    // Saving an approved price takes its approval away: say so first, with the choice to cancel.
    if (price?.isApproved) {
      const goOn = await confirm({
        title: t('products:prices.unapproveTitle'),
        message: t('products:prices.unapproveWarning'),
        confirmLabel: t('products:prices.unapproveConfirm'),
        confirmColor: 'warning',
      });
      if (!goOn) return;
    }
    const fields = askPricingType ? [...FIELDS, 'pricingType' as const] : FIELDS;
    try {
      const payload = await send(values, askPricingType ? values.pricingType : null);
      if (!payload) {
        setProblem({ error: null });
        return;
      }
      if (conflict.onRefused(payload.userErrors)) return;
      if (payload.userErrors.length > 0) {
        // A refusal about a field that is not shown (pricing type of own transport) goes above the form.
        const formLevel = applyUserErrors(payload.userErrors.map(onFormField), setError, fields, describeRefusal);
        if (formLevel[0]) setProblem({ userError: formLevel[0] });
        return;
      }
      onSaved(payload.affectedLines ?? []);
    } catch (error) {
      // A number the gateway refused (too large for the provider) goes on its field, not in a banner.
      if (applyInputError(error, setError, fields, t)) return;
      setProblem({ error });
    }
  };

  // The provider's own words say which rule (spec §5: 'A price is already available for this start date').
  const describeRefusal = (ue: UserErrorLike) => {
    if (ue.field === 'pricingType') return t('products:validation.pricingType');
    // Said in the user's language; the provider's words only as a detail.
    if (ue.code === 'DUPLICATE')
      return ue.message?.trim() ? `${t('products:validation.duplicatePrice')} (${ue.message.trim()})` : t('products:validation.duplicatePrice');
    return describeUserError(ue, t);
  };
  const message = describeProblem(problem, t, describeRefusal);
  return { onSubmit, message, clearProblem: () => setProblem(null), saving, confirmDialog };
}
