import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';

/** Vite's output names under assets/ carry a hash of their content: a changed file gets a new name. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.map)?$/;

/**
 * The built web client, served from its precompressed brotli/gzip copies (no compressing per request);
 * hashed assets are immutable for a year, pages are asked again every time (gateway/bench/README.md).
 */
export function webClientFiles(root: string) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      maxAge: '1h',
      setHeaders(res: ServerResponse, file: string) {
        const name = file.replace(/\.(br|gz)$/, '');
        if (HASHED.test(name)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // the pages name the build's chunks: asked again every time, as the router's fallback does
        else if (name.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      },
    },
  });
}
