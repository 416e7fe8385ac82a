import { ADMIN, codes, FINANCE, startStack, type Stack, STACK_START_MS } from './harness';

let stack: Stack;
let admin: string;
let finance: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  finance = await stack.login(FINANCE);
}, STACK_START_MS);
afterAll(() => stack?.close());

async function upload(token: string, bytes: Buffer | string, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([(typeof bytes === 'string' ? Buffer.from(bytes) : bytes) as unknown as BlobPart], { type }), name);
  const res = await fetch(`${stack.url}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}
const download = (id: string, token?: string) => fetch(`${stack.url}/files/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('security headers', () => {
  it('every answer forbids framing and sniffing, with a CSP that keeps scripts to this origin', async () => {
    for (const path of ['/', '/login', '/healthz', '/files/1']) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests'); // plain http on 127.0.0.1 keeps working
    }
    const graphql = await stack.gql('{ version }');
    expect(graphql.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('files', () => {
  it('shows images and PDF inline, sends every other type as an attachment, never sniffed', async () => {
    const cases = [
      { name: 'vrachtbrief.pdf', type: 'application/pdf', disposition: 'inline' },
      { name: 'foto.png', type: 'image/png', disposition: 'inline' },
      { name: 'page.html', type: 'text/html', disposition: 'attachment' },
      { name: 'logo.svg', type: 'image/svg+xml', disposition: 'attachment' },
      { name: 'lijst.csv', type: 'text/csv', disposition: 'attachment' },
    ];
    for (const c of cases) {
      const id = await upload(admin, '<script>alert(1)</script>', c.name, c.type);
      const res = await download(id, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(c.type);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition.split(';')[0]).toBe(c.disposition);
      expect(disposition).toContain(`filename="${c.name}"`);
      await res.arrayBuffer();
    }
  });

  it("answers 404 for unknown ids, ids that are no file id, and another user's file of no record; a document of a record is everyone's", async () => {
    for (const id of ['999999', 'abc', '1.5', '-1', '0x10', `${'9'.repeat(12)}`, '..%2F..%2Fhealthz']) {
      const res = await download(id, admin);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    const draft = await upload(admin, 'draft', 'concept.txt', 'text/plain');
    expect((await download(draft, admin)).status).toBe(200);
    expect((await download(draft, finance)).status).toBe(404);
    // attached to an order through the API, the file becomes the order's document: everyone's
    const orders = await stack.gql('{ salesOrders(range: ALL) { nodes { id } } }', {}, { token: admin });
    const attached = await stack.gql(
      'mutation($i: AttachSalesOrderDocumentInput!) { attachSalesOrderDocument(input: $i) { document { fileId } userErrors { code } } }',
      { i: { salesOrderId: orders.data.salesOrders.nodes[0].id, document: { fileId: draft } } },
      { token: admin },
    );
    expect(attached.data.attachSalesOrderDocument.userErrors).toEqual([]);
    expect((await download(draft, finance)).status).toBe(200);
    expect((await download(draft)).status).toBe(401);
  });
});

describe('introspection and the GraphQL IDE', () => {
  it('answers introspection to signed-in users only', async () => {
    for (const query of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "User") { name } }',
      'query { ...F } fragment F on Query { __schema { types { name } } }',
    ]) {
      const anonymous = await stack.gql(query);
      expect(codes(anonymous)).toEqual(['UNAUTHENTICATED']);
      expect(anonymous.data ?? null).toBeNull();
      const signedIn = await stack.gql(query, {}, { token: finance });
      expect(signedIn.errors).toBeUndefined();
    }
    // __typename is no introspection; public fields stay public.
    expect((await stack.gql('{ __typename version }')).data).toEqual({ __typename: 'Query', version: expect.any(String) });
  });

  it('serves the IDE page to a signed-in browser; without a session a 401 page that links to the sign-in', async () => {
    const anonymous = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(anonymous.status).toBe(401);
    const page = await anonymous.text();
    expect(page).toContain('href="/login"');
    expect(page).not.toContain('GraphiQL');
    const ended = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html', cookie: 'bo_session=forged.value' } });
    expect(ended.status).toBe(401);
    const ok = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html', cookie: `bo_session=${finance}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('GraphiQL');
  });
});

describe('/metrics', () => {
  it('without METRICS_TOKEN answers this machine only, not a caller forwarded by a proxy', async () => {
    const local = await fetch(`${stack.url}/metrics`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('provider_calls_total');
    const forwarded = await fetch(`${stack.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.status).toBe(403);
  });

  it('with METRICS_TOKEN answers its bearer only', async () => {
    const other = await startStack({ metricsToken: 'metrics-token-for-the-test' }, undefined, { provider: { url: stack.providerUrl, db: stack.db } });
    try {
      expect((await fetch(`${other.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${other.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      const ok = await fetch(`${other.url}/metrics`, { headers: { authorization: 'Bearer metrics-token-for-the-test' } });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('provider_calls_total');
    } finally {
      await other.close();
    }
  });
});
