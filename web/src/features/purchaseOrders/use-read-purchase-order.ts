import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { PurchaseOrderDocument } from '../../generated/graphql';

/** Reads an invoice anew from the gateway (not the cache): the conflict panel's fresh read, a refused action's re-read. */
export function useReadPurchaseOrder(purchaseOrderId: string) {
  const client = useApolloClient();
  return useCallback(
    async () =>
      (await client.query({ query: PurchaseOrderDocument, variables: { id: purchaseOrderId }, fetchPolicy: 'network-only' })).data?.purchaseOrder ?? null,
    [client, purchaseOrderId],
  );
}
