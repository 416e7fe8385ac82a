import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import i18n from 'i18next';
import { ProFormaInvoiceDocument, type InvoiceLanguage } from '../../../generated/graphql';
import { RefusedError } from '../../../core/errors';
import { localeOf, rememberLanguage } from './pdf-format';

/**
 * Makes the pro-forma PDF of an order in a language: asks the gateway for the print data, then
 * loads the PDF builder (jspdf, fonts) on demand and downloads `proforma-<order>-<date>.pdf`.
 */
export function useProForma() {
  const client = useApolloClient();
  const [busy, setBusy] = useState<string | null>(null);
  const make = async (salesOrderId: string, language: InvoiceLanguage): Promise<void> => {
    rememberLanguage(language);
    setBusy(salesOrderId);
    try {
      const { data } = await client.query({ query: ProFormaInvoiceDocument, variables: { salesOrderId, language }, fetchPolicy: 'network-only' });
      const payload = data?.proFormaInvoice;
      if (!payload) throw new Error('No answer');
      const [refusal] = payload.userErrors;
      if (refusal) throw new RefusedError(refusal);
      if (!payload.invoice) throw new Error('No invoice');
      const [{ buildProFormaPdf }] = await Promise.all([import('./build-pdf'), i18n.loadNamespaces('invoicing')]);
      const doc = await buildProFormaPdf(payload.invoice, i18n.getFixedT(localeOf(language), 'invoicing'));
      doc.save(payload.invoice.fileName);
    } finally {
      setBusy(null);
    }
  };
  return { make, busy };
}
