import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { webClientFiles } from './web-client';

/** A GET with the given Accept-Encoding, its body as sent (fetch would decompress it). */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const script = Buffer.from(`export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, name: `order ${i}` })))};`);
let server: http.Server;
let base: string;

beforeAll(async () => {
  // as the build leaves them: the file, its brotli and gzip copies; the favicon without copies
  const root = mkdtempSync(path.join(os.tmpdir(), 'web-client-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'sales-orders-page-B2l4Gh1s.js'), script);
  writeFileSync(path.join(root, 'assets', 'sales-orders-page-B2l4Gh1s.js.gz'), gzipSync(script));
  writeFileSync(path.join(root, 'assets', 'sales-orders-page-B2l4Gh1s.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>Backoffice</title>${'<!-- page -->'.repeat(200)}`);
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(readFileSync(path.join(root, 'index.html'))));
  const app = express().use(webClientFiles(root));
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the web client's files", () => {
  const url = () => `${base}/assets/sales-orders-page-B2l4Gh1s.js`;

  it('go out as the compressed copy the browser accepts, brotli first', async () => {
    const br = await rawGet(url(), 'gzip, deflate, br');
    expect([br.status, br.headers['content-encoding'], br.headers['content-type']]).toEqual([200, 'br', 'text/javascript; charset=UTF-8']);
    expect(brotliDecompressSync(br.body)).toEqual(script);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await rawGet(url(), 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(script);
    expect(gz.body.length).toBeLessThan(script.length / 3);
  });

  it('go out as they are to a client that accepts no compression', async () => {
    const plain = await rawGet(url(), 'identity');
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined]);
    expect(plain.body).toEqual(script);
  });

  it('are kept a year when their name carries their hash, asked again every time for a page, an hour otherwise', async () => {
    for (const encoding of ['br', 'gzip', 'identity'])
      expect((await rawGet(url(), encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet(`${base}/favicon.svg`, 'gzip')).headers['cache-control']).toBe('public, max-age=3600');
    for (const encoding of ['br', 'identity']) expect((await rawGet(`${base}/index.html`, encoding)).headers['cache-control']).toBe('no-cache');
  });
});
