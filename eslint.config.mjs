// ESLint for every workspace (`npm run lint`, run by .ci/run): typescript-eslint, React hooks, the web's
// feature boundaries, the gateway's layers, and issue 31's limits on function and comment length.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import codeHealth from './eslint/code-health.cjs';

const FEATURES_DIR = new URL('./web/src/features/', import.meta.url);
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web navigates through the app's stable navigate (web/src/ui/navigation), which reads no
 * location; react-router's useNavigate follows the route and renders its caller on every route change.
 */
const ONE_NAVIGATE = {
  name: 'react-router-dom',
  importNames: ['useNavigate'],
  message: "Use useStableNavigate from web/src/ui/navigation: react-router's useNavigate renders its caller again on every route change.",
};

/** One block per feature: relative imports that climb into any other feature folder are refused. */
const featureBoundaries = features.map((feature) => {
  const others = features.filter((name) => name !== feature);
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_NAVIGATE],
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
              message: `web/src/features/${feature} may not import another feature: move what both need to web/src/ui or web/src/app.`,
            },
          ],
        },
      ],
    },
  };
});

/** Issue 31: no function over 120 lines, no comment block over 8, in source (tests and generated files aside). */
const codeHealthRules = (files) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}', '**/*.generated.ts', '**/generated/**'],
  plugins: { 'code-health': codeHealth },
  rules: { 'max-lines-per-function': ['error', { max: 120 }], 'code-health/max-comment-lines': ['error', { max: 8 }] },
});
// The lead sets this to true once the web helpers have split web/src's long components (issue 31).
const WEB_CODE_HEALTH = false;

/**
 * The gateway's layers, bottom to top: errors and common; lists; provider (procedures, client, records, calls);
 * loaders, mutations, session, limits; context, http; domains; server. A layer never imports one above it.
 */
const gatewayLayer = (folders, above) => ({
  files: folders.map((folder) => `gateway/src/${folder}/**/*.ts`),
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${above.join('|')})(/|$)`,
            message: `gateway/src/${folders[0]} sits below ${above.join(', ')}: move what it needs down instead (CONTRIBUTING.md, gateway layout).`,
          },
        ],
      },
    ],
  },
});
const TOP = ['domains', 'server', 'main'];
const gatewayLayers = [
  gatewayLayer(['errors', 'common'], ['provider', 'lists', 'loaders', 'mutations', 'session', 'limits', 'context', 'http', 'generated/graphql', ...TOP]),
  gatewayLayer(['lists'], ['provider', 'loaders', 'mutations', 'session', 'limits', 'context', 'http', 'generated/graphql', ...TOP]),
  gatewayLayer(['provider'], ['loaders', 'mutations', 'session', 'limits', 'context', 'http', 'generated/graphql', ...TOP]),
  gatewayLayer(['loaders', 'mutations', 'session', 'limits'], ['context', 'http', ...TOP]),
  gatewayLayer(['context', 'http'], TOP),
  gatewayLayer(['domains'], ['server', 'main']),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-profiling/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'gateway/src/generated/**',
      'gateway/src/provider/generated/**',
      'web/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a parameter or binding kept for its position (callbacks, destructuring that drops a key).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}', 'web/bench/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'web/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Tests, their HTTP harnesses and the benches read the untyped JSON bodies of the servers under test
    // (`stack.gql(...)`, `api.get(...)`); `any` is the honest type of such a body, and typing every answer
    // of every test would restate the schema by hand. Source code keeps the rule.
    files: ['**/*.test.{ts,tsx}', 'gateway/test/**', 'provider/src/testing/**', '**/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }, // CommonJS config files (jest.config.js) require by nature.
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/ui/navigation/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_NAVIGATE] }] },
  },
  ...featureBoundaries,
  ...gatewayLayers,
  codeHealthRules(['gateway/src/**/*.ts', 'provider/src/**/*.ts', 'shared/src/**/*.ts', 'scripts/**/*.{ts,mjs}', 'eslint/**/*.cjs']),
  ...(WEB_CODE_HEALTH ? [codeHealthRules(['web/src/**/*.{ts,tsx}'])] : []),
);
