import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SalesOrderDocument } from '../../generated/graphql';

/** Reads an order anew from the gateway (not the cache): the conflict panel's fresh read, a refused delete's re-read. */
export function useReadOrder(salesOrderId: string) {
  const client = useApolloClient();
  return useCallback(
    async () => (await client.query({ query: SalesOrderDocument, variables: { id: salesOrderId }, fetchPolicy: 'network-only' })).data?.salesOrder ?? null,
    [client, salesOrderId],
  );
}
