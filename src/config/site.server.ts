/**
 * Site configuration read once from the environment through the configuration schema
 * (config/variables.ts, docs/decisions/220). Importing this module validates it, so a bad value stops
 * the server at start-up with a line naming the variable (src/server.ts imports it; scripts/serve.ts
 * has checked every variable of the site before it loads the bundle).
 */
import { settings } from '../../config/read.ts'
import { previewSecret } from '../preview/previewAuth.server.ts'
import { allowedHosts } from './publicOrigin.ts'

const values = settings(['SITE_URL', 'GTM_ID', 'SITE_HOSTS', 'STORE_URL'])

/**
 * The store's address (decision 181): a checkout call to action goes to `<STORE_URL>/checkout` with the
 * catalogue product and any discount code. Unset: checkout links are left out (and said so once);
 * `npm start` runs the store stand-in and sets it.
 */
function storeUrl(value: string | undefined): string | undefined {
  if (value === undefined) console.warn('[store] STORE_URL is not set: pages show no checkout links')
  return value
}

export const siteConfig = {
  /** Public base address for canonical links; undefined = the request's origin. */
  siteUrl: values.SITE_URL,
  /** Tag-manager id; undefined = page-view tracking disabled (the default). */
  gtmId: values.GTM_ID,
  /** The store's base address for checkouts; undefined = no checkout links. */
  storeUrl: storeUrl(values.STORE_URL),
  /** Hosts the site answers as when SITE_URL is unset: loopback, plus `SITE_HOSTS` (decision 067). */
  allowedHosts: allowedHosts(values.SITE_HOSTS),
} as const

// Outside local development a missing or public preview secret stops the server here, at start-up.
previewSecret(process.env)
