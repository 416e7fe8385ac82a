import { createFetcher } from './fetcher';
import { required } from '../ui/required';

function fakeFetch(status: number, body: string) {
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ({ status, text: async () => body }) as Response);
}

describe('GraphiQL fetcher', () => {
  it('posts with the session cookie, the CSRF header and the headers typed in the IDE', async () => {
    const fetchImpl = fakeFetch(200, '{"data":{"me":null}}');
    const result = await createFetcher('/graphql', fetchImpl)({ query: '{ me { userName } }' }, { headers: { Authorization: 'Bearer abc' } });
    expect(result).toEqual({ data: { me: null } });
    const [url, init] = required(fetchImpl.mock.calls[0], 'the fetch call');
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"query":"{ me { userName } }"}' });
    expect(init?.headers).toMatchObject({ 'apollo-require-preflight': 'true', 'content-type': 'application/json', Authorization: 'Bearer abc' });
  });

  it('turns a non-JSON answer into a GraphQL error instead of throwing', async () => {
    const result = await createFetcher('/graphql', fakeFetch(502, '<html>Bad gateway</html>'))({ query: '{ version }' });
    expect(result.errors?.[0]?.message).toBe('HTTP 502: <html>Bad gateway</html>');
  });
});
