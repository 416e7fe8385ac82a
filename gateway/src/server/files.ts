import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Express, Request, Response } from 'express';
import type { GraphQLError } from 'graphql';
import type { Logger } from '../common/logger';
import { downloadHeaders } from '../http/security';
import type { ProviderClient } from '../provider/client';
import type { ActiveSession } from '../session/manager';

export interface FileRoutes {
  provider: ProviderClient;
  sessionOf(req: Request): Promise<ActiveSession | null>;
  maxUploadBytes: number;
  logger: Logger;
}

/**
 * POST /files and GET /files/:id: streamed to and from the provider, never held in memory. Uploads
 * need the custom header that a cross-site form cannot send (the same CSRF rule as /graphql).
 */
export function fileRoutes(app: Express, { provider, sessionOf, maxUploadBytes, logger }: FileRoutes): void {
  // a customer's document is one user's: kept by no shared proxy nor the browser, refusals included (ASVS 8.2.1)
  app.use('/files', (_req, res, next) => {
    res.setHeader('cache-control', 'private, no-store');
    next();
  });
  app.post('/files', async (req: Request, res: Response) => {
    const session = await sessionOf(req);
    if (!session) return res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in.' } });
    if (!req.headers['apollo-require-preflight'] && !req.headers['x-requested-with']) {
      return res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'Uploads need the apollo-require-preflight header.' } });
    }
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data'))
      return res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'Send the file as multipart/form-data.' } });
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxUploadBytes) return tooLarge(res, maxUploadBytes);
    const abort = new AbortController();
    let seen = 0;
    const limiter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        if (seen > maxUploadBytes) {
          abort.abort();
          return done(new Error('too large'));
        }
        done(null, chunk);
      },
    });
    req.pipe(limiter);
    try {
      const result = await provider.withToken(session.session.providerToken).upload(limiter as unknown as Readable, contentType, abort.signal);
      if ('tooLarge' in result) return tooLarge(res, maxUploadBytes);
      res.json({ id: result.id });
    } catch (error) {
      if (abort.signal.aborted) return tooLarge(res, maxUploadBytes);
      sendFileError(res, error, logger);
    }
  });

  app.get('/files/:id', async (req: Request, res: Response) => {
    const session = await sessionOf(req);
    if (!session) return res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in.' } });
    try {
      // File ids are the provider's integers; anything else names no file (and is not sent on).
      if (!/^\d{1,9}$/.test(String(req.params.id))) return res.status(404).json({ error: { code: 'NOT_FOUND', message: 'File not found.' } });
      // The provider answers 404 for a file of no record the user may see (provider/API.md, Files).
      const upstream = await provider.withToken(session.session.providerToken).download(String(req.params.id));
      if (upstream.status === 404) return res.status(404).json({ error: { code: 'NOT_FOUND', message: 'File not found.' } });
      if (!upstream.ok || !upstream.body)
        return res.status(502).json({ error: { code: 'PROVIDER_UNAVAILABLE', message: 'The provider could not deliver the file.' } });
      downloadHeaders(res, upstream.headers);
      await pipeline(Readable.fromWeb(upstream.body as never), res);
    } catch (error) {
      if (!res.headersSent) sendFileError(res, error, logger);
    }
  });
}

function tooLarge(res: Response, limit: number) {
  res.setHeader('connection', 'close');
  return res.status(413).json({ error: { code: 'PAYLOAD_TOO_LARGE', message: `The file is larger than ${Math.round(limit / 1024 / 1024)} MB.`, limit } });
}

function sendFileError(res: Response, error: unknown, logger: Logger) {
  const code = (error as GraphQLError)?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return res.status(401).json({ error: { code, message: 'The session has ended.' } });
  if (code === 'PROVIDER_UNAVAILABLE') return res.status(502).json({ error: { code, message: 'The provider cannot be reached right now.' } });
  if (code === 'PROVIDER_ERROR' || code === 'OUTCOME_UNKNOWN')
    return res.status(code === 'PROVIDER_ERROR' ? 400 : 504).json({ error: { code, message: (error as GraphQLError).message } });
  logger.error({ err: error }, 'file transfer failed');
  return res.status(500).json({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'The file could not be transferred.' } });
}
