import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CheckPackingSlipDocument } from '../../generated/graphql';
import { describeError } from '../../core/errors';

export type CheckedField = 'packingSlip' | 'shippingDocument';

export interface PackingCheckContext {
  productId: string | null | undefined;
  loadingDate: string | null | undefined;
  /** The line being edited: it is no duplicate of itself. */
  excludeLineId?: string | null;
  /**
   * The line's numbers as stored: kept unchanged they are not checked again (a provider built to the
   * spec cannot leave the line itself out of its check, and would name the line as its own duplicate).
   */
  stored?: { packingSlip?: string | null; shippingDocument?: string | null };
}

/**
 * The duplicate check of packing slip and shipping document numbers (spec 02 §5): run when the
 * user leaves the field with a product chosen. The warning is said in the user's language, naming
 * the number and the order that uses it; it warns and does not block the save.
 */
export function usePackingCheck({ productId, loadingDate, excludeLineId, stored }: PackingCheckContext) {
  const { t } = useTranslation(['salesOrders', 'app']);
  const client = useApolloClient();
  const [messages, setMessages] = useState<Partial<Record<CheckedField, string>>>({});
  const [checking, setChecking] = useState<Partial<Record<CheckedField, boolean>>>({});
  const lastChecked = useRef<Partial<Record<CheckedField, string>>>({});

  const check = useCallback(
    async (field: CheckedField, value: string) => {
      const number = value.trim();
      if (!productId || number === '' || number === (stored?.[field] ?? '').trim()) {
        lastChecked.current[field] = number;
        setMessages((m) => ({ ...m, [field]: undefined }));
        return;
      }
      if (lastChecked.current[field] === number) return; // nothing new to check
      lastChecked.current[field] = number;
      setChecking((c) => ({ ...c, [field]: true }));
      try {
        const { data } = await client.query({
          query: CheckPackingSlipDocument,
          variables: {
            input: {
              productId,
              loadingDate: loadingDate ?? null,
              excludeLineId: excludeLineId ?? null,
              ...(field === 'packingSlip' ? { packingSlip: number } : { shippingDocument: number }),
            },
          },
          fetchPolicy: 'network-only',
        });
        const answer = data?.checkPackingSlip;
        // Said in the user's language with its facts (which number, which order); never the provider's English.
        const order = answer?.usedOnSalesOrderId;
        const warning = order ? t(`salesOrders:packingCheck.${field}On`, { number, order }) : t(`salesOrders:packingCheck.${field}`);
        setMessages((m) => ({ ...m, [field]: answer?.isDuplicate ? warning : undefined }));
      } catch (error) {
        lastChecked.current[field] = undefined; // try again on the next blur
        setMessages((m) => ({ ...m, [field]: describeError(error, t) }));
      } finally {
        setChecking((c) => ({ ...c, [field]: false }));
      }
    },
    [client, productId, loadingDate, excludeLineId, stored, t],
  );

  return { check, messages, checking };
}
