import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * Each GraphQL document of src/generated/graphql.ts as a module of its own (issue 42). The bundler
 * never splits a module, so the one generated file put all ~100 documents (10 KB gzip, growing with
 * every operation) into a chunk every screen loads; now each lands in the chunk of what uses it.
 */
function documentPerModule(): Plugin {
  const GENERATED = /[\\/]src[\\/]generated[\\/]graphql\.ts$/;
  const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;
  const documents = new Map<string, string>();
  return {
    name: 'document-per-module',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      const lines = code.split('\n').map((line) => {
        const [, name, body] = DOCUMENT.exec(line) ?? [];
        if (!name || !body) return line;
        documents.set(`${id}?document=${name}`, `export const ${name} = ${body};`);
        return `export { ${name} } from '${id}?document=${name}';`;
      });
      return { code: lines.join('\n'), map: null };
    },
    resolveId: (source) => (documents.has(source) ? source : null),
    load: (id) => documents.get(id) ?? null,
  };
}

const proxy = Object.fromEntries(
  ['/graphql', '/files', '/healthz', '/readyz'].map((path) => [path, { target: gateway, changeOrigin: false, ws: path === '/graphql' }]),
);

export default defineConfig({
  root,
  plugins: [
    documentPerModule(),
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
