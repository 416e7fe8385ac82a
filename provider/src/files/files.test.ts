import { randomBytes } from 'node:crypto';
import { startProvider, type StartedProvider } from '../index';
import { ADMIN, client, signIn, type Client } from '../testing/http';
import { DOCUMENT_LINKS } from './routes';
import { required } from '../lib/required';

const MAX = 64 * 1024;
let provider: StartedProvider;
let api: Client;

beforeAll(async () => {
  provider = await startProvider({ maxUploadBytes: MAX });
  api = await signIn(provider.url, ADMIN.email, ADMIN.password);
}, 60_000);

afterAll(() => provider?.close());

function form(bytes: Uint8Array, name: string, type: string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new Blob([bytes as BlobPart], { type }), name);
  return data;
}

describe('files', () => {
  it('uploads and downloads the same bytes, name and content type', async () => {
    const bytes = randomBytes(MAX - 10);
    const upload = await api.postRaw('/api/factory/upload-file', form(bytes, 'Vrachtbrief Antwerpen – 2024.pdf', 'application/pdf'));
    expect(upload.status).toBe(200);
    expect(upload.body).toEqual({ Id: expect.any(Number) });

    const response = await fetch(`${provider.url}/api/factory/download-file/${upload.body.Id}`, {
      headers: { Authorization: await tokenHeader() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Vrachtbrief Antwerpen _ 2024.pdf"; filename*=UTF-8''Vrachtbrief%20Antwerpen%20%E2%80%93%202024.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a file over the limit with 413, and stores nothing', async () => {
    const before = await provider.db.query<{ count: number }>('select count(*)::int as count from files');
    const result = await api.postRaw('/api/factory/upload-file', form(randomBytes(MAX + 1), 'big.bin', 'application/octet-stream'));
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ Success: false, Message: `The file is larger than the limit of ${MAX} bytes.` });
    const after = await provider.db.query<{ count: number }>('select count(*)::int as count from files');
    expect(after.rows[0]?.count).toBe(required(before.rows[0], 'the file count').count);
  });

  it('refuses a request without a file or not multipart', async () => {
    const data = new FormData();
    data.append('note', 'no file here');
    expect(await api.postRaw('/api/factory/upload-file', data)).toMatchObject({
      status: 400,
      body: { Success: false, Message: "The request has no file part named 'file'." },
    });
    expect(await api.post('/api/factory/upload-file', { file: 'abc' })).toMatchObject({ status: 400, body: { Success: false } });
  });

  it('answers 404 for an unknown file', async () => {
    expect((await api.get('/api/factory/download-file/999999')).status).toBe(404);
    expect((await api.get('/api/factory/download-file/abc')).status).toBe(404);
  });

  it('lets a file of no record be downloaded by its uploader only, and a document of a record by everyone', async () => {
    const finance = await signIn(provider.url, 'finance@backoffice.test', 'Finance!2024');
    const upload = await api.postRaw('/api/factory/upload-file', form(Buffer.from('draft'), 'concept.txt', 'text/plain'));
    const id = upload.body.Id as number;
    expect((await api.get(`/api/factory/download-file/${id}`)).status).toBe(200);
    expect((await finance.get(`/api/factory/download-file/${id}`)).status).toBe(404);

    const { rows } = await provider.db.query<{ id: number }>('select id from products order by id limit 1');
    await provider.db.query('insert into product_documents (product_id, file_id) values ($1, $2)', [required(rows[0], 'a product').id, id]);
    expect((await finance.get(`/api/factory/download-file/${id}`)).status).toBe(200);
    await provider.db.query('delete from product_documents where file_id = $1', [id]);

    const order = await provider.db.query<{ id: number }>('select id from sales_orders order by id limit 1');
    await provider.db.query('insert into sales_order_documents (sales_order_id, file_id) values ($1, $2)', [required(order.rows[0], 'a sales order').id, id]);
    expect((await finance.get(`/api/factory/download-file/${id}`)).status).toBe(200);
    await provider.db.query('delete from sales_order_documents where file_id = $1', [id]);
    expect((await finance.get(`/api/factory/download-file/${id}`)).status).toBe(404);

    const invoice = await provider.db.query<{ id: number }>('select id from purchase_orders order by id limit 1');
    await provider.db.query('insert into purchase_order_documents (purchase_order_id, file_id) values ($1, $2)', [
      required(invoice.rows[0], 'a purchase order').id,
      id,
    ]);
    expect((await finance.get(`/api/factory/download-file/${id}`)).status).toBe(200);
  });

  it('knows every table that links a file to a record (a new one must be added to DOCUMENT_LINKS)', async () => {
    const { rows } = await provider.db.query<{ table_name: string }>(
      `select table_name from information_schema.columns where column_name = 'file_id' and table_schema = 'public' and table_name <> 'files' order by table_name`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...DOCUMENT_LINKS].sort());
  });

  it('needs a bearer token', async () => {
    const anonymous = client(provider.url);
    expect((await anonymous.postRaw('/api/factory/upload-file', form(Buffer.from('x'), 'x.txt', 'text/plain'))).status).toBe(401);
    expect((await anonymous.get('/api/factory/download-file/1')).status).toBe(401);
  });
});

async function tokenHeader(): Promise<string> {
  const response = await fetch(`${provider.url}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', userName: ADMIN.email, password: ADMIN.password }).toString(),
  });
  return `Bearer ${(await response.json()).access_token}`;
}
