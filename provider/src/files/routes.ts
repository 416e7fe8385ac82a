/** Files: multipart upload (streamed through busboy, size-limited) and download. */
import busboy from 'busboy';
import express, { type Request, type Response, type Router } from 'express';
import type { Db } from '../db';
import { toBuffer } from '../db';
import { required } from '../lib/required';

export const FileMessages = {
  tooLarge: (max: number) => `The file is larger than the limit of ${max} bytes.`,
  noFile: "The request has no file part named 'file'.",
  notMultipart: 'The request must be multipart/form-data.',
  notFound: 'File not found.',
} as const;

/** `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The tables that link a file to a record, as documents. A file is downloadable when it is a
 * document of a record (every role sees every product and sales order: spec 01 and 02), or,
 * while it is linked to nothing yet, by the user who uploaded it. A domain that adds documents
 * (purchase orders…) adds its table here.
 */
/** Every table that links a file to a record: a file in one of them may be downloaded by any signed-in user. */
export const DOCUMENT_LINKS = ['product_documents', 'sales_order_documents', 'purchase_order_documents'] as const;

const VISIBLE_FILE = `select f.name, f.content_type, f.content from files f
  where f.id = $1
    and (${DOCUMENT_LINKS.map((t) => `exists (select 1 from ${t} d where d.file_id = f.id)`).join(' or ')} or f.created_by = $2)`;
/** The longest file name kept; longer names keep their start and their extension. */
export const MAX_FILE_NAME = 200;

/**
 * A file name as the client sent it, made safe to store and to send back in a header: no path
 * (only what follows the last / or \\), no control characters (NUL included), no leading dots,
 * at most MAX_FILE_NAME characters with the extension kept; `file` when nothing is left.
 */
export function safeFileName(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this strips from a file name
  let name = (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, '').normalize('NFC');
  name = name.split(/[\\/]/).pop() ?? '';
  name = name.replace(/^[.\s]+/, '').trim();
  const chars = Array.from(name);
  if (chars.length > MAX_FILE_NAME) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 12 ? name.slice(dot) : '';
    name = chars.slice(0, MAX_FILE_NAME - Array.from(ext).length).join('') + ext;
  }
  return name || 'file';
}

/** A content type as sent when it is a plain `type/subtype`, else application/octet-stream. */
function safeContentType(raw: string | undefined): string {
  return raw && /^[\w.+-]{1,64}\/[\w.+-]{1,128}$/.test(raw) ? raw : 'application/octet-stream';
}

interface Upload {
  name: string;
  contentType: string;
  chunks: Buffer[];
  size: number;
}

export function filesRouter(db: Db, maxUploadBytes: number): Router {
  const router = express.Router();

  router.post('/api/factory/upload-file', (req: Request, res: Response, next) => {
    if (!req.is('multipart/form-data')) {
      res.status(400).json({ Success: false, Message: FileMessages.notMultipart });
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: maxUploadBytes, files: 5, fields: 20 } });
    } catch {
      res.status(400).json({ Success: false, Message: FileMessages.notMultipart });
      return;
    }
    let upload: Upload | null = null;
    let tooLarge = false;
    let failed = false;
    parser.on('file', (fieldName, stream, info) => {
      // The part named `file`, or else the first file part.
      if (upload && fieldName !== 'file') {
        stream.resume();
        return;
      }
      const current: Upload = {
        name: safeFileName(info.filename),
        contentType: safeContentType(info.mimeType),
        chunks: [],
        size: 0,
      };
      upload = current;
      stream.on('data', (chunk: Buffer) => {
        if (tooLarge) return;
        current.chunks.push(chunk);
        current.size += chunk.length;
      });
      stream.on('limit', () => {
        tooLarge = true;
        current.chunks = [];
      });
    });
    parser.on('error', () => {
      if (failed || res.headersSent) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      res.status(400).json({ Success: false, Message: FileMessages.notMultipart });
    });
    parser.on('close', () => {
      if (failed) return;
      if (tooLarge) {
        res.status(413).json({ Success: false, Message: FileMessages.tooLarge(maxUploadBytes) });
        return;
      }
      const file = upload as Upload | null;
      if (!file) {
        res.status(400).json({ Success: false, Message: FileMessages.noFile });
        return;
      }
      const content = Buffer.concat(file.chunks, file.size);
      db.query<{ id: number }>('insert into files (name, content_type, size, content, created_by) values ($1, $2, $3, $4, $5) returning id', [
        file.name,
        file.contentType,
        content.length,
        content,
        req.user?.id ?? null,
      ]).then(({ rows }) => res.json({ Id: required(rows[0], 'the new file').id }), next);
    });
    req.pipe(parser);
  });

  router.get('/api/factory/download-file/:id', async (req: Request, res: Response) => {
    const raw = String(req.params.id);
    const fileId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const { rows } = fileId
      ? await db.query<{ name: string; content_type: string; content: unknown }>(VISIBLE_FILE, [fileId, req.user?.id ?? null])
      : { rows: [] };
    const [file] = rows;
    if (!file) {
      res.status(404).json({ Message: FileMessages.notFound });
      return;
    }
    const content = toBuffer(file.content);
    // setHeader, not res.set: the stored content type is answered as stored (no added charset).
    res.statusCode = 200;
    res.setHeader('Content-Type', file.content_type);
    res.setHeader('Content-Length', String(content.length));
    res.setHeader('Content-Disposition', contentDisposition(file.name));
    res.end(content);
  });

  return router;
}
