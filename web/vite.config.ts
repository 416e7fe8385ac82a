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

// Big libraries get their own chunks so one change does not bust every cache and no
// chunk grows into a multi-megabyte monster.
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]@mui[\\/]x-data-grid/.test(id)) return 'datagrid';
  if (/[\\/]@mui[\\/]x-date-pickers/.test(id) || /[\\/]date-fns[\\/]/.test(id)) return 'datepickers';
  if (/[\\/]@mui[\\/]icons-material/.test(id)) return 'mui-icons';
  if (/[\\/](@mui|@emotion)[\\/]/.test(id)) return 'mui';
  if (/[\\/](@apollo|graphql|@wry|optimism|rxjs|zen-observable)[\\/]/.test(id)) return 'apollo';
  if (/[\\/](graphiql|@graphiql|codemirror|monaco-editor)/.test(id)) return 'graphiql';
  if (/[\\/](jspdf|html2canvas|canvg|dompurify|xlsx)[\\/]/.test(id)) return undefined; // lazy, own chunks
  if (/[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id)) return 'react';
  if (/[\\/](i18next|react-i18next)[\\/]/.test(id)) return 'i18n';
  return 'vendor';
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
    chunkSizeWarningLimit: 1200,
    rollupOptions: { input, output: { manualChunks } },
  },
});
