/**
 * The Presentation tool's way into preview (docs/decisions/169): instead of the site's own secret it
 * sends `sanity-preview-secret`, a short-lived secret the Studio just wrote into the dataset as the
 * signed-in editor, plus `sanity-preview-pathname`. The site checks it against the dataset with its
 * server-side read token (Sanity's @sanity/preview-url-secret), so no shared secret ever sits in the
 * Studio's public bundle, and an expired or made-up secret opens nothing.
 */

import type { SanityClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { loadContentConfig } from '../../services/content/config.ts'
import { sanityClients } from '../../services/content/transport.ts'

export const presentationSecretParam = 'sanity-preview-secret'

let client: SanityClient | undefined | null

function readClient(): SanityClient | undefined {
  if (client === undefined) client = sanityClients(loadContentConfig()).preview ?? null
  return client ?? undefined
}

/**
 * Where the Presentation tool asked to go (a local path, without the secret), or undefined when the
 * secret is not one the Studio issued in the last hour (or preview reads are not configured).
 */
export async function presentationTarget(
  requestUrl: string,
  reader = readClient(),
): Promise<string | undefined> {
  if (!reader) return undefined
  const result = await validatePreviewUrl(reader, requestUrl)
  return result.isValid ? (result.redirectTo ?? '/') : undefined
}
