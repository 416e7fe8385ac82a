import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** GraphQL through the signed-in session's cookie: test set-up and look-ups the way a report builder would. */
export async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'apollo-require-preflight': 'true' } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** The same through a page's session. */
export function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return graphql<T>(page.request, query, variables);
}
