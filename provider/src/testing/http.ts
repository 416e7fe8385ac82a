/** A small fetch client for tests that talk to a real provider over HTTP. */

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
  return { status: response.status, body: body as T, headers: response.headers };
}

export interface Client {
  readonly url: string;
  get<T = any>(path: string): Promise<Answer<T>>;
  post<T = any>(path: string, body?: unknown): Promise<Answer<T>>;
  /** POST with a raw body and content type (for malformed JSON and the like). */
  postRaw<T = any>(path: string, body: string | Uint8Array | FormData, contentType?: string): Promise<Answer<T>>;
  /** A procedure call: POST with a JSON payload, or GET with the payload as query string. */
  execute<T = any>(application: string, procedure: string, payload?: Record<string, unknown>, method?: 'GET' | 'POST'): Promise<Answer<T>>;
}

export function client(url: string, token?: string): Client {
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const self: Client = {
    url,
    get: async (path) => answer(await fetch(url + path, { headers: auth })),
    post: async (path, body) =>
      answer(
        await fetch(url + path, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    postRaw: async (path, body, contentType) =>
      answer(
        await fetch(url + path, {
          method: 'POST',
          headers: contentType ? { ...auth, 'Content-Type': contentType } : auth,
          body: body as BodyInit,
        }),
      ),
    execute: (application, procedure, payload = {}, method = 'POST') => {
      const path = `/api/factory/execute/${application}/${procedure}`;
      if (method === 'POST') return self.post(path, payload);
      const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
      return self.get(query ? `${path}?${query}` : path);
    },
  };
  return self;
}

export interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  userName: string;
  cuserName: string;
  roles: string;
}

/** POST /token (form encoded). */
export async function requestToken(url: string, userName: string, password: string): Promise<Answer> {
  return answer(
    await fetch(`${url}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', userName, password }).toString(),
    }),
  );
}

/** Signs in and answers a client with the bearer token. */
export async function signIn(url: string, userName: string, password: string): Promise<Client> {
  const result = await requestToken(url, userName, password);
  if (result.status !== 200) throw new Error(`sign-in of ${userName} failed: ${JSON.stringify(result.body)}`);
  return client(url, (result.body as TokenAnswer).access_token);
}

export const ADMIN = { email: 'admin@backoffice.test', password: 'Admin!2024' } as const;
