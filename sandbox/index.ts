/**
 * The local stand-ins for systems we do not own. Each runs as its own process (so a test can kill -9
 * it), prints `READY <url>` on stdout once listening, and tells the site how to reach it.
 *
 * Process contract for an entry module: read `PORT` (0 = any free port) and `DATA_DIR` from the
 * environment, listen on 127.0.0.1, then print exactly one line `READY http://127.0.0.1:<port>`.
 */
import { setting } from '../config/read.ts'
import { accountsSiteEnv } from './accounts/site-env.ts'

export interface SandboxSpec {
  /** Short name, used in logs and as the key of the URL map. */
  readonly name: string
  /** Module path from the repository root, run with the project's Node. */
  readonly entry: string
  /** Port used by `npm start` unless its `<NAME>_SANDBOX_PORT` (config/variables.ts) overrides it. */
  readonly defaultPort: number
  /** False when configuration points the site at the real system, so the stand-in is not started. */
  readonly enabled: (env: NodeJS.ProcessEnv) => boolean
  /** Environment the site needs to talk to this stand-in at `url`. */
  readonly siteEnv: (url: string) => Record<string, string>
  /** Environment of the stand-in itself, told the site's address (its links point there). */
  readonly standInEnv?: (siteUrl: string) => Record<string, string>
}

export const sandboxes: ReadonlyArray<SandboxSpec> = [
  {
    name: 'accounts',
    entry: 'sandbox/accounts/main.ts',
    defaultPort: 3334,
    enabled: (env) => !env.ACCOUNTS_IDENTITY_URL,
    siteEnv: accountsSiteEnv,
    standInEnv: (siteUrl) => ({ ACCOUNTS_SANDBOX_SITE_URL: siteUrl }),
  },
  {
    // Sanity-compatible content API and image CDN (docs/content-sandbox.md); off when SANITY_API_HOST
    // points the site at a real project.
    name: 'content',
    entry: 'sandbox/content/main.ts',
    defaultPort: 3333,
    enabled: (env) => !env.SANITY_API_HOST,
    siteEnv: (url) => ({
      SANITY_API_HOST: url,
      SANITY_CDN_URL: url,
      SANITY_PROJECT_ID: 'pulsewave',
      SANITY_DATASET: 'production',
      SANITY_READ_TOKEN: setting('CONTENT_SANDBOX_TOKEN'),
    }),
  },
  {
    // The store's checkout page (sandbox/store): shows the catalogue product and discount code a call to
    // action sent; off when STORE_URL points the site at a real store (decision 181).
    name: 'store',
    entry: 'sandbox/store/main.ts',
    defaultPort: 3335,
    enabled: (env) => !env.STORE_URL,
    siteEnv: (url) => ({ STORE_URL: url }),
  },
]
