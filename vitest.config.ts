import { defineConfig } from 'vitest/config'

const strict = ['tests/setup/strict-console.ts']

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{src,routes,models,services,machines,sandbox,scripts}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: strict,
        },
      },
      {
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: strict,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: strict,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
