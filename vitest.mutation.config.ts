/**
 * The tests Stryker runs against each mutant (`npm run test:mutation`): the machines' own unit tests,
 * the model-based replays in Vitest, and the account kit's and areas' server tests (src/account, over the
 * test platform), in one project. Stryker's vitest runner then keeps, per mutant, only the tests that
 * covered the mutated code. Chromium, Redis and the running site stay out: a mutant is judged in
 * milliseconds, not by a browser.
 */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['machines/**/*.test.ts', 'tests/model/**/*.test.ts', 'src/account/**/*.test.ts'],
    // The report's own test drives Chromium and mutates nothing Stryker looks at.
    // The registry test reads files, not machines.
    exclude: ['tests/model/report/**', 'tests/model/machines.test.ts', '**/node_modules/**'],
    environment: 'node',
    // Each mutant is one Vitest run of a few tiny files: starting a process per file (forks, isolated)
    // cost more than the tests. One worker thread per run, shared by its files, halves the CPU per mutant
    // (decision 270). A static mutant's module is still evaluated anew in each run: the same mutants are
    // killed as with isolated forks.
    pool: 'threads',
    isolate: false,
    // Each mutant reruns its machine's replays: one shortest path per transition (not every
    // simple path: hundreds for some models) keep a run of all mutants within minutes (decision 176).
    env: { MODEL_PATHS: 'transitions' },
    setupFiles: ['tests/setup/strict-console.ts'],
    // A mutant that stops a machine moving leaves a replay waiting for a state that never comes: fail
    // it after 2 s (each replay takes milliseconds) rather than wait for Stryker's time-out.
    testTimeout: 2_000,
  },
})
