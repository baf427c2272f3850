/**
 * Site configuration read once from the environment (decision 007). Importing this module validates
 * it, so a bad value stops the server at start-up with a clear message (src/server.ts imports it).
 */
import { parseGtmId } from '../../models/tracking.ts'
import { previewSecret } from '../preview/previewAuth.server.ts'
import { allowedHostsFromEnv } from './publicOrigin.ts'

function parseSiteUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`SITE_URL "${value}" is not a URL: expected e.g. https://www.pulsewave.example`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SITE_URL "${value}" must be an http or https address`)
  return url.origin
}

/**
 * The store's address (decision 181): a checkout call to action goes to `<STORE_URL>/checkout` with the
 * catalogue product and any discount code. Unset: checkout links are left out (and said so once).
 */
function parseStoreUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') {
    console.warn('[store] STORE_URL is not set: pages show no checkout links')
    return undefined
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`STORE_URL "${value}" is not a URL: expected e.g. https://store.pulsewave.example`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STORE_URL "${value}" must be an http or https address`)
  return url.href.replace(/\/+$/, '')
}

export const siteConfig = {
  /** Public base address for canonical links; undefined = the request's origin. */
  siteUrl: parseSiteUrl(process.env.SITE_URL),
  /** Tag-manager id; undefined = page-view tracking disabled (the default). */
  gtmId: parseGtmId(process.env.GTM_ID),
  /** The store's base address for checkouts; undefined = no checkout links. */
  storeUrl: parseStoreUrl(process.env.STORE_URL),
  /** Hosts the site answers as when SITE_URL is unset: loopback, plus `SITE_HOSTS` (decision 067). */
  allowedHosts: allowedHostsFromEnv(process.env.SITE_HOSTS),
} as const

// Outside local development a missing or public preview secret stops the server here, at start-up.
previewSecret(process.env)
