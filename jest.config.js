// One jest run for every workspace: `npm run test:unit` (part of `npm test`).
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
];

// @backoffice/shared is TypeScript without a build step: every project reads its sources (and so transforms them).
const shared = { '^@backoffice/shared/(.*)$': '<rootDir>/../shared/src/$1' };

// Holds back the workers beyond the first while `npm test` runs the e2e suite beside jest (scripts/test.mjs).
const setupFiles = ['<rootDir>/../scripts/jest/worker-gate.cjs'];

/** @type {import('jest').Config} */
module.exports = {
  // Integration and DOM tests start servers and render grids: allow for a busy 2-core machine.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'node',
      setupFiles,
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'provider',
      rootDir: '<rootDir>/provider',
      testEnvironment: 'node',
      setupFiles,
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'gateway',
      rootDir: '<rootDir>/gateway',
      testEnvironment: 'node',
      setupFiles,
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      // jose is ESM only; jest's CommonJS runtime needs it transformed.
      transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
      moduleNameMapper: shared,
    },
    {
      displayName: 'web',
      rootDir: '<rootDir>/web',
      testEnvironment: 'jsdom',
      setupFiles,
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      // ESM-only packages in node_modules must be transformed too.
      transformIgnorePatterns: ['/node_modules/(?!(@mui/x-[a-z-]+|@babel/runtime|rxjs|@apollo/client|@wry|optimism|date-fns)/)'],
      // namespace-files and feature-shells: Vite's import.meta.glob of the translations and of the features' shell.tsx,
      // read from the folders under jest.
      moduleNameMapper: {
        ...shared,
        '\\.(css|svg|png)$': '<rootDir>/test/file-stub.js',
        '^\\./namespace-files$': '<rootDir>/test/namespace-files.js',
        '^\\./feature-shells$': '<rootDir>/test/feature-shells.js',
      },
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      // bench: the logic of the benchmark's reports (screen names), not its figures
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/bench/**/*.test.ts'],
    },
  ],
};
