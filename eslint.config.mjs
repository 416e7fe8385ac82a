// ESLint for every workspace (`npm run lint`, run by .ci/run): typescript-eslint, React hooks, the web's layers
// (app → features → core → ui, CONTRIBUTING.md), the gateway's layers, and limits on function and comment length.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
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

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A block of import rules; `navigate: false` only for ui/navigation, the one home of useNavigate. */
const restrict = (files, patterns, { ignores = [], navigate = true } = {}) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths: navigate ? [ONE_NAVIGATE] : [], patterns }] },
});

/** Issue 31: no function over 120 lines, no comment block over 8, in source (tests and generated files aside). */
const codeHealthRules = (files) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}', '**/*.generated.ts', '**/generated/**'],
  plugins: { 'code-health': codeHealth },
  rules: { 'max-lines-per-function': ['error', { max: 120 }], 'code-health/max-comment-lines': ['error', { max: 8 }] },
});

/**
 * The gateway's layers, bottom to top: errors and common; lists, history; provider (procedures, client, records, calls);
 * loaders, mutations, session, limits, cluster; context, http; domains; server. A layer never imports one above it.
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
  gatewayLayer(
    ['errors', 'common'],
    ['provider', 'lists', 'history', 'loaders', 'mutations', 'session', 'limits', 'cluster', 'context', 'http', 'generated/graphql', ...TOP],
  ),
  gatewayLayer(['lists', 'history'], ['provider', 'loaders', 'mutations', 'session', 'limits', 'cluster', 'context', 'http', 'generated/graphql', ...TOP]),
  gatewayLayer(['provider'], ['loaders', 'mutations', 'session', 'limits', 'cluster', 'context', 'http', 'generated/graphql', ...TOP]),
  gatewayLayer(['loaders', 'mutations', 'session', 'limits', 'cluster'], ['context', 'http', ...TOP]),
  gatewayLayer(['context', 'http'], TOP),
  gatewayLayer(['domains'], ['server', 'main']),
];

const NO_APP = { regex: '^(\\.\\./)+app(/|$)', message: 'Only web/src/app composes the features: what a feature shares goes to web/src/core or web/src/ui.' };
const NO_FEATURES = { regex: '^(\\.\\./)+features(/|$)', message: 'web/src/core is below the features: it never imports one (web/src/app composes them).' };
const UI_ALONE = {
  regex: '^(\\.\\./)+(app|core|features)(/|$)',
  message: 'web/src/ui knows no domain and no app: it imports nothing of web/src/app, web/src/core or web/src/features.',
};
const NOT_THE_PARENT = {
  regex: '^\\.\\./[^./]',
  message: "A subfolder never imports its parent folder's files (the parent imports it): move what both need down.",
};
const notIntoSubfolders = (dir) => ({
  regex: `^\\./(${subfolders(dir).join('|')})(/|$)`,
  message: `The files at the top of ${dir.replace('./', '')} are below its subfolders: they import none of them.`,
});

/**
 * Issue 41: a form saves through useFormSave (web/src/core/form-save) only; the pieces it wraps
 * (refusal placement, conflict panel, draft guard, the Idempotency-Key store) are not for features.
 */
const ONE_SAVE = [
  { regex: '(^|/)core/idempotency$', message: "The Idempotency-Key store is the link chain's and useFormSave's (web/src/core/form-save)." },
  {
    regex: '(^|/)core/(payloads|forms)$',
    importNames: ['saveOutcome', 'applyUserErrors', 'onLastSegment'],
    message: "A form's refusals are placed by useFormSave (web/src/core/form-save).",
  },
  {
    regex: '(^|/)core/history$',
    importNames: ['useConflict', 'ConflictPanel'],
    message: "A form's conflict panel comes with useFormSave (web/src/core/form-save).",
  },
  {
    regex: '(^|/)ui/close-guard$',
    importNames: ['useFormGuard'],
    message: "A form's draft guard comes with useFormSave (web/src/core/form-save): its `draft` option.",
  },
];
const TESTS = '**/*.test.{ts,tsx}';
const SAVE_THROUGH_THE_HOOK = {
  selector: ":function:has(CallExpression[callee.name='useForm']) CallExpression[callee.name='useMutation']",
  message: "A form saves through useFormSave (web/src/core/form-save) and its send's ctx.mutate, not useMutation.",
};

/** Per feature: its top files, then its subfolders (which also never climb into the feature's top files). */
const featureBoundaries = features.flatMap((feature) => {
  const others = features.filter((name) => name !== feature);
  const otherFeature = {
    regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
    message: `web/src/features/${feature} may not import another feature: move what both need to web/src/core or web/src/ui.`,
  };
  return [
    restrict([`web/src/features/${feature}/*.{ts,tsx}`], [otherFeature, NO_APP, ...ONE_SAVE], { ignores: [TESTS] }),
    restrict([`web/src/features/${feature}/*/**/*.{ts,tsx}`], [otherFeature, NO_APP, NOT_THE_PARENT, ...ONE_SAVE], { ignores: [TESTS] }),
    // Tests may spy on the pieces the hook wraps (the key store).
    restrict([`web/src/features/${feature}/*.test.{ts,tsx}`], [otherFeature, NO_APP]),
    restrict([`web/src/features/${feature}/*/**/*.test.{ts,tsx}`], [otherFeature, NO_APP, NOT_THE_PARENT]),
  ];
});

/** The web's other layers: ui knows no domain, core knows no feature, app/shell is below the app's top files. */
const layerBoundaries = [
  restrict(['web/src/ui/*/**/*.{ts,tsx}'], [UI_ALONE], { ignores: ['web/src/ui/navigation/**'] }),
  restrict(['web/src/ui/navigation/**/*.{ts,tsx}'], [UI_ALONE], { navigate: false }),
  restrict(['web/src/ui/*.{ts,tsx}'], [UI_ALONE, notIntoSubfolders('./web/src/ui/')]),
  restrict(['web/src/core/*/**/*.{ts,tsx}'], [NO_APP, NO_FEATURES]),
  restrict(['web/src/core/*.{ts,tsx}'], [NO_APP, NO_FEATURES, notIntoSubfolders('./web/src/core/')]),
  restrict(['web/src/app/*/**/*.{ts,tsx}'], [NOT_THE_PARENT]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      // a domain copied into a clone by gateway/test/new-domain.test.ts: its imports resolve there, not here
      'scripts/fixtures/**',
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
  // A rule is switched off only with a reason after `--` (CONTRIBUTING.md, Habits).
  comments.recommended,
  { rules: { '@eslint-community/eslint-comments/require-description': 'error', '@eslint-community/eslint-comments/disable-enable-pair': 'off' } },
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
  { files: ['web/src/features/**/*.{ts,tsx}'], ignores: [TESTS], rules: { 'no-restricted-syntax': ['error', SAVE_THROUGH_THE_HOOK] } },
  ...gatewayLayers,
  codeHealthRules(['gateway/src/**/*.ts', 'provider/src/**/*.ts', 'shared/src/**/*.ts', 'scripts/**/*.{ts,mjs}', 'eslint/**/*.cjs']),
  codeHealthRules(['web/src/**/*.{ts,tsx}']),
  ...layerBoundaries,
);
