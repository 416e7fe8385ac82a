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

// React and Apollo (what every screen, the login included, runs on) get long-lived chunks of
// their own. MUI, the DataGrid and the date pickers are left to Rollup, which puts each module in
// the chunk of the screens that use it: the login loads only the MUI components it shows. A
// manual chunk pulls in every module it imports that no other rule claims, so a catch-all "mui"
// chunk (all of @mui/material used anywhere, loaded by the login) or a "datagrid" chunk (which
// then held MUI modules the login needs, so the login loaded the grid) made the first screen
// heavier; web/bench prints what each screen holds.
const chunkGroups: Array<[string, RegExp]> = [
  ['apollo', /[\\/]node_modules[\\/](@apollo|graphql|@wry|optimism|rxjs|zen-observable|ts-invariant)[\\/]/],
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
