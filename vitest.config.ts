import { defineConfig } from 'vitest/config'

const strict = ['tests/setup/strict-console.ts']
/** Writes reports/model-coverage/index.html once the replays of a run have recorded their coverage. */
const coverageReport = 'tests/model/report/global-setup.ts'
/** CI runs on a busy 2-core machine: a time-out only ends a test that hangs, so leave room for slow work. */
const testTimeout = 30_000

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // tests/integration: tests that cross layers without a browser (the site against a stand-in).
          include: [
            '{config,src,routes,models,services,machines,sandbox,scripts,studio}/**/*.test.{ts,tsx}',
            'tests/integration/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'studio/dist/**'],
          environment: 'node',
          setupFiles: strict,
          testTimeout,
          // Stand-ins started in beforeAll/beforeEach take seconds on a busy machine (the default is 10 s).
          hookTimeout: testTimeout,
        },
      },
      {
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: [coverageReport],
          setupFiles: strict,
          testTimeout,
          // Stand-ins started in beforeAll/beforeEach take seconds on a busy machine (the default is 10 s).
          hookTimeout: testTimeout,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts', coverageReport],
          setupFiles: strict,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll gives up after 1 s by default: too short for a browser on a busy machine. A
          // poll still fails when its condition never holds, only later.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
})
