import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = dirname(fileURLToPath(import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

// graphiql.html (the GraphQL IDE page) is an entry only once it exists.
const input: Record<string, string> = { main: resolve(root, 'index.html') };
if (existsSync(resolve(root, 'graphiql.html'))) input.graphiql = resolve(root, 'graphiql.html');

// Big libraries get their own long-lived chunks, so one change does not bust every cache
// and no chunk grows into a multi-megabyte monster. Everything else is left to Rollup
// (a catch-all "vendor" chunk creates import cycles between chunks).
const chunkGroups: Array<[string, RegExp]> = [
  ['datagrid', /[\\/]node_modules[\\/]@mui[\\/]x-data-grid/],
  ['datepickers', /[\\/]node_modules[\\/](@mui[\\/]x-date-pickers|date-fns)[\\/]/],
  ['mui', /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|core-downloads-tracker|x-internals)|@emotion|@popperjs|react-transition-group)[\\/]/],
  ['apollo', /[\\/]node_modules[\\/](@apollo|graphql|@wry|optimism|rxjs|zen-observable|ts-invariant|tslib)[\\/]/],
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
];

function manualChunks(id: string): string | undefined {
  return chunkGroups.find(([, pattern]) => pattern.test(id))?.[0];
}

const proxy = Object.fromEntries(
  ['/graphql', '/files', '/healthz', '/readyz'].map((path) => [path, { target: gateway, changeOrigin: false, ws: path === '/graphql' }]),
);

export default defineConfig({
  root,
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the benchmark (web/bench) walks the chunks of each screen with it
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: { input, output: { manualChunks } },
  },
});
