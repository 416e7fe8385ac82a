import { ADMIN, startStack, type Stack, STACK_START_MS } from './harness';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
}, STACK_START_MS);
afterAll(() => stack?.close());

/** A multipart body by hand: FormData would clean the file name before it reaches the gateway. */
function multipart(fileName: string, contentType = 'application/pdf'): { body: Blob; type: string } {
  const boundary = 'xXbOuNdArYXx';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    body: new Blob([Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from('%PDF-1.4 test'), Buffer.from(`\r\n--${boundary}--\r\n`)])]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('upload file names of any shape', () => {
  const names: [string, RegExp][] = [
    ['', /^file$/],
    ['..', /^file$/],
    ['../../etc/passwd', /^passwd$/],
    ['..\\..\\windows\\win.ini', /^win\.ini$/],
    [`${'a'.repeat(5000)}.pdf`, /^a{196}\.pdf$/],
    ['nul\u0000byte.pdf', /^nulbyte\.pdf$/],
    ['bell\u0007tab\tline\u000bfeed.pdf', /^belltablinefeed\.pdf$/],
    ['vrachtbrief – één 📦.pdf', /^vrachtbrief – één 📦\.pdf$/],
    ['quote\\"d.pdf', /d\.pdf$/],
    ['CON', /^CON$/],
  ];
  it.each(names.map(([n, e]) => [JSON.stringify(n).slice(0, 40), n, e] as const))('stores %s safely and sends it back', async (_label, name, expected) => {
    const { body, type } = multipart(name);
    const up = await fetch(`${stack.url}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true', 'content-type': type },
      body,
    });
    expect(up.status).toBeLessThan(500);
    if (up.status !== 200) {
      expect(((await up.json()) as { error: { message: string } }).error.message).toEqual(expect.any(String));
      return;
    }
    const { id } = (await up.json()) as { id: string };
    const down = await fetch(`${stack.url}/files/${id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(down.status).toBe(200);
    const disposition = down.headers.get('content-disposition') ?? '';
    const stored = decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(disposition)?.[1] ?? '');
    expect(stored).toMatch(expected);
  });

  it('a content type with control characters is stored as application/octet-stream, never a 500 on download', async () => {
    const { body, type } = multipart('x.bin', 'text/html\u0001; x');
    const up = await fetch(`${stack.url}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true', 'content-type': type },
      body,
    });
    expect(up.status).toBeLessThan(500);
    if (up.status === 200) {
      const { id } = (await up.json()) as { id: string };
      const down = await fetch(`${stack.url}/files/${id}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(down.status).toBe(200);
    }
  });
});
