import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const root = dirname(fileURLToPath(import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

// graphiql.html (the GraphQL IDE page) is an entry only once it exists.
const input: Record<string, string> = { main: resolve(root, 'index.html') };
if (existsSync(resolve(root, 'graphiql.html'))) input.graphiql = resolve(root, 'graphiql.html');

// Only React gets a chunk of its own: a manual chunk pulls in every module it imports, so "mui",
// "datagrid" or "apollo" chunks made the login load the grid (web/bench prints each screen's packages).
const chunkGroups: Array<[string, RegExp]> = [['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/]];

function manualChunks(id: string): string | undefined {
  return chunkGroups.find(([, pattern]) => pattern.test(id))?.[0];
}

const proxy = Object.fromEntries(
  ['/graphql', '/files', '/healthz', '/readyz'].map((path) => [path, { target: gateway, changeOrigin: false, ws: path === '/graphql' }]),
);

export default defineConfig({
  root,
  plugins: [
    react(),
    // A brotli and a gzip copy beside each file the browser loads (the gateway sends the one the
    // browser accepts, gateway/src/http/web-client.ts): compressed once at build, not per request.
    // Source maps are left alone: only the developer tools fetch them.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|ttf)$/, threshold: 1024 }),
  ],
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
