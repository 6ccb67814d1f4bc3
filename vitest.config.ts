import { defineConfig } from 'vitest/config';

// Two tiers, chosen by file suffix: `*.test.ts(x)` are pure unit tests,
// `*.int.test.ts` run the real server against a real PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'server/src/**/*.test.ts',
            'mf-*/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['server/**/*.int.test.ts'],
          exclude: ['**/*.solo.int.test.ts', '**/node_modules/**'],
          globalSetup: ['server/test/global-setup.ts'],
          // Every REST answer a TestClient gets is checked against the OpenAPI document (server/test/openapi-check.ts).
          env: { OPENAPI_CHECK: '1' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        // Tests that assert a measured bound (the import's health latency) run after the
        // integration tests, one at a time, so no other test's load is measured as theirs.
        test: {
          name: 'solo',
          include: ['server/**/*.solo.int.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          env: { OPENAPI_CHECK: '1' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
        },
      },
    ],
  },
});
