/**
 * Site configuration read once from the environment through the configuration schema
 * (config/variables.ts, docs/decisions/220). Importing this module validates it, so a bad value stops
 * the server at start-up with a line naming the variable (src/server.ts imports it; scripts/serve.ts
 * has checked every variable of the site before it loads the bundle).
 */
import { settings } from '../../config/read.ts'
import { previewSecret } from '../preview/previewAuth.server.ts'
import { allowedHosts } from './publicOrigin.ts'

const values = settings(['SITE_URL', 'GTM_ID', 'SITE_HOSTS'])

export const siteConfig = {
  /** Public base address for canonical links; undefined = the request's origin. */
  siteUrl: values.SITE_URL,
  /** Tag-manager id; undefined = page-view tracking disabled (the default). */
  gtmId: values.GTM_ID,
  /** Hosts the site answers as when SITE_URL is unset: loopback, plus `SITE_HOSTS` (decision 067). */
  allowedHosts: allowedHosts(values.SITE_HOSTS),
} as const

// Outside local development a missing or public preview secret stops the server here, at start-up.
previewSecret(process.env)
