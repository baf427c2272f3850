/**
 * Environment for the stack the end-to-end suite starts. Areas add what their tests need here
 * (e.g. short token lifetimes so renewal really happens).
 */
export const e2eEnv: Record<string, string> = {
  NODE_ENV: 'production',
  // A developer's .env must not change what the suite runs against (scripts/env-file.ts).
  ENV_FILE: '',
  // Identity: access tokens live 10 minutes, longer than any test. Tests that need an expired token ask
  // the stand-in for one (`expireAccessTokens`): a 2-s lifetime made renewed tokens expire again on a
  // busy machine before they were used.
  ACCOUNTS_ACCESS_TOKEN_TTL: '600',
  // AI proxy: generation waits 1.5 s, long enough to see progress and cancel, short for the suite.
  ACCOUNTS_AI_DELAY_MS: '1500',
  // A page's reads wait for a service at most this long (decision 214; 3 s in production). On the busy
  // 2-core machine a stand-in's answer can take longer; how the budget cuts off is unit-tested.
  ACCOUNTS_CALL_BUDGET_MS: '8000',
  // Every browser of the suite is new to the site and comes from 127.0.0.1: the sign-ins, sign-ups,
  // preview secrets and fuzzed sign-in returns of a whole run would share the address's allowance of
  // 30 per 15 minutes (decision 216). Sessions and browsers keep their limit of 10, which tests check.
  ATTEMPTS_PER_ADDRESS: '1000000',
  // Tests inject faults into the catalogue and product-type reads, which the site otherwise keeps for
  // 5 minutes for every customer (decision 286): here every page asks. Keeping them is unit-tested.
  CATALOG_CACHE_TTL_MS: '0',

  // preview (docs/preview.md): fast build polling and a known preview secret
  BUILD_POLL_INTERVAL_MS: '500',
  PREVIEW_SECRET: 'e2e-preview-secret',
}
