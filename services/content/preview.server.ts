/**
 * Preview (draft) reads need a grant that only server code can mint, after checking the preview
 * secret: a boolean from a query string or a request body can never turn preview on
 * (docs/decisions/018). Grants are recognised by identity, so a look-alike object is not one.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

export interface PreviewGrant {
  readonly _tag: 'PreviewGrant'
}

const minted = new WeakSet<object>()

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * A grant when `presented` equals PREVIEW_SECRET (compared in constant time); undefined when it does
 * not, or when no secret is configured (preview disabled).
 */
export function grantPreview(
  presented: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): PreviewGrant | undefined {
  const secret = env.PREVIEW_SECRET
  if (!secret || !presented) return undefined
  if (!timingSafeEqual(digest(secret), digest(presented))) return undefined
  const grant: PreviewGrant = Object.freeze({ _tag: 'PreviewGrant' as const })
  minted.add(grant)
  return grant
}

export function isPreviewGrant(value: unknown): value is PreviewGrant {
  return typeof value === 'object' && value !== null && minted.has(value)
}
