import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ProductDocument } from '../../generated/graphql';

/** Reads a product with its price lists anew from the gateway (not the cache): the conflict panel's fresh read, a refused action's re-read. */
export function useReadProduct(productId: string) {
  const client = useApolloClient();
  return useCallback(
    async () => (await client.query({ query: ProductDocument, variables: { id: productId }, fetchPolicy: 'network-only' })).data?.product ?? null,
    [client, productId],
  );
}
