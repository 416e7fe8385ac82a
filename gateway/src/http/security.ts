import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { Kind, visit, type DocumentNode } from 'graphql';
import helmet from 'helmet';
import type { GatewayContext } from '../context/context';
import { unauthenticated } from '../errors/errors';

/**
 * Security headers on every answer (helmet): no MIME sniffing, no framing by other sites
 * (`frame-ancestors 'none'`), and a Content-Security-Policy that lets the built web client and
 * GraphiQL run from this origin only: scripts from 'self'; inline styles, which MUI (emotion)
 * and GraphiQL inject; images and fonts also as data:/blob: (exports, icons). HSTS and the
 * upgrade of insecure requests only behind HTTPS (COOKIE_SECURE), so http://127.0.0.1 works.
 */
export function securityHeaders(https: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
}

/** Content types a browser may show inline from /files; everything else is a download. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|bmp)|application\/pdf)$/i;

/**
 * Headers of a file download: the provider's type and length, and a disposition that is
 * `inline` only for images and PDF (never SVG or HTML: they can carry script), `attachment`
 * otherwise, with the file name the provider gave.
 */
export function downloadHeaders(res: Response, upstream: Headers): void {
  const type = ((upstream.get('content-type') ?? 'application/octet-stream').split(';')[0] ?? '').trim();
  res.setHeader('content-type', upstream.get('content-type') ?? 'application/octet-stream');
  const length = upstream.get('content-length');
  if (length) res.setHeader('content-length', length);
  const disposition = upstream.get('content-disposition') ?? 'attachment';
  const params = disposition.replace(/^\s*(inline|attachment)\s*;?\s*/i, '');
  const kind = INLINE_TYPES.test(type) ? 'inline' : 'attachment';
  res.setHeader('content-disposition', params ? `${kind}; ${params}` : kind);
  res.setHeader('x-content-type-options', 'nosniff');
  // A file is a document, never a page: no script runs in it even if it is shown.
  res.setHeader('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'");
}

/**
 * /metrics: with METRICS_TOKEN set, only for `Authorization: Bearer <token>`; without one,
 * only for callers on this machine (loopback, and not forwarded for another address).
 */
export function metricsGuard(token: string | undefined): RequestHandler {
  return (req: Request, res: Response, next) => {
    if (token) {
      const given = req.headers.authorization ?? '';
      if (given === `Bearer ${token}`) return next();
      return res
        .status(401)
        .setHeader('www-authenticate', 'Bearer')
        .json({ error: { code: 'UNAUTHENTICATED', message: 'Metrics need the configured bearer token.' } });
    }
    if (isLoopback(req.ip) && isLoopback(req.socket.remoteAddress)) return next();
    return res
      .status(403)
      .json({ error: { code: 'FORBIDDEN', message: 'Metrics are served to this machine only; set METRICS_TOKEN to read them from elsewhere.' } });
  };
}

function isLoopback(address: string | undefined): boolean {
  return Boolean(address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')));
}

/** Does the operation read the schema (`__schema`, `__type`)? `__typename` is not introspection. */
export function isIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return false;
      }
      return undefined;
    },
  });
  return found;
}

/** Introspection for signed-in users only: anonymous callers get UNAUTHENTICATED. */
export const introspectionGuard: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, contextValue }) {
        if (!contextValue.session && isIntrospection(document)) throw unauthenticated();
      },
    };
  },
};

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * "Did you mean …" in validation and input errors for signed-in callers only: without a session
 * they would spell out the schema that introspection refuses. Armor's switch is for everyone.
 */
export const suggestionsGuard: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        if (contextValue.session) return;
        for (const error of errors) if (error.message.includes('Did you mean')) error.message = error.message.replace(SUGGESTION, '');
      },
    };
  },
};

/** The page GET /graphql answers a browser without a session: 401, with a way to sign in. */
export function ideSignInPage(res: Response): void {
  res
    .status(401)
    .type('html')
    .send(
      '<!doctype html><html lang="nl-BE"><meta charset="utf-8"><title>GraphQL · Backoffice</title>' +
        '<body style="font-family:sans-serif;margin:3rem">' +
        '<h1>GraphQL</h1>' +
        '<p lang="nl-BE">De GraphQL-omgeving is er voor aangemelde gebruikers. <a href="/login">Meld u aan</a> en open daarna opnieuw <a href="/graphql">/graphql</a>.</p>' +
        '<p lang="en">The GraphQL IDE is for signed-in users. <a href="/login">Sign in</a>, then open <a href="/graphql">/graphql</a> again.</p>' +
        '</body></html>',
    );
}
