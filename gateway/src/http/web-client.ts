import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';

/** Vite's output names under assets/ carry a hash of their content: a changed file gets a new name. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.map)?$/;

/**
 * The built web client's files. The build writes a brotli and a gzip copy beside each script,
 * style sheet and page (web/vite.config.ts), and a browser that accepts one gets it as is: the
 * budgets of web/bench are gzip sizes, and this is where a user's browser actually gets them
 * (the sales screen is ~1.7 MB of JavaScript raw, ~0.45 MB gzip, less as brotli), with no
 * compressing per request. A file without a compressed copy, or a browser that accepts neither,
 * gets the file itself.
 *
 * Hashed files under assets/ never change under their name: a year and `immutable`, so a browser
 * that has them asks for none of them again (not even "has it changed?") until a new build names
 * new ones. The pages (index.html) are asked again every time; other files (the favicon) an hour.
 *
 * express-static-gzip lists the compressed copies once, when the gateway starts: a new build is
 * served after a restart (as a deploy does), not by swapping the folder under a running gateway.
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
