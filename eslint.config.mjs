// ESLint for every workspace (`npm run lint`, run by .ci/run): typescript-eslint, React hooks, and the
// web's one boundary rule: a feature never imports another feature (what two share lives in ui/ or app/).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
);
