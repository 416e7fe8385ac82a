/**
 * The client built with React's profiling build and without minifying, for web/bench/components.ts
 * (React's component tracks, with the components' own names). Never served to users.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import base from '../vite.config';

export default mergeConfig(base, {
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: { minify: false, outDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist-profiling'), emptyOutDir: true },
});
