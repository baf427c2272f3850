/**
 * The one Vitest run `npm run test:paths` starts (scripts/test-paths.ts): the browser replays of
 * tests/paths/deployment.test.ts against TEST_PATHS_BASE_URL. Not a project of vitest.config.ts, so
 * `npm test` never runs it: it needs a deployment and its test customers.
 */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/paths/deployment.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/strict-console.ts'],
    provide: { baseUrl: process.env.TEST_PATHS_BASE_URL ?? '' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
  },
})
