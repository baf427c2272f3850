/**
 * Asset references as Sanity writes them: `image-{id}-{w}x{h}-{format}` and `file-{id}-{ext}`.
 * Browser-safe on purpose (no Effect, no @sanity/client: docs/decisions/006), because views resolve
 * images while rendering. Parsing never throws: a reference that does not match its pattern is a typed
 * failure, which the view turns into "render nothing" (spec §5: it cannot be resolved).
 */

/** The asset types spec §5 allows. */
export const assetTypes = ['image', 'file'] as const
export type AssetType = (typeof assetTypes)[number]

export interface ImageRefParts {
  readonly id: string
  readonly width: number
  readonly height: number
  readonly format: string
}

export interface FileRefParts {
  readonly id: string
  readonly ext: string
}

/** Why an asset reference cannot be resolved. */
export interface InvalidAssetRef {
  readonly _tag: 'InvalidAssetRef'
  readonly ref: string
  readonly expected: AssetType
  readonly message: string
}

export type Parsed<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly error: InvalidAssetRef }

// Sanity's ids are sha1 hex; we accept letters and digits so hand-made ids stay readable.
const imagePattern = /^image-([A-Za-z0-9]+)-([1-9]\d{0,5})x([1-9]\d{0,5})-([a-z0-9]+)$/
const filePattern = /^file-([A-Za-z0-9]+)-([a-z0-9]+)$/

function invalid(ref: unknown, expected: AssetType): { ok: false; error: InvalidAssetRef } {
  // Not String(ref): a null-prototype object or a throwing toString would crash the render.
  const shown = typeof ref === 'string' ? ref : `(${ref === null ? 'null' : typeof ref})`
  return {
    ok: false,
    error: {
      _tag: 'InvalidAssetRef',
      ref: shown,
      expected,
      message: `Not a ${expected} asset reference: "${shown}"`,
    },
  }
}

/** `image-{id}-{w}x{h}-{format}` → its parts; anything else (even a non-string) → InvalidAssetRef. */
export function parseImageRef(ref: unknown): Parsed<ImageRefParts> {
  const m = typeof ref === 'string' ? imagePattern.exec(ref) : null
  if (!m) return invalid(ref, 'image')
  const [, id = '', w = '', h = '', format = ''] = m
  return { ok: true, value: { id, width: Number(w), height: Number(h), format } }
}

/** `file-{id}-{ext}` → its parts; anything else → InvalidAssetRef. */
export function parseFileRef(ref: unknown): Parsed<FileRefParts> {
  const m = typeof ref === 'string' ? filePattern.exec(ref) : null
  if (!m) return invalid(ref, 'file')
  const [, id = '', ext = ''] = m
  return { ok: true, value: { id, ext } }
}

/** Builds the reference string back from its parts (seed generator, tests). */
export function imageRef(parts: ImageRefParts): string {
  return `image-${parts.id}-${parts.width}x${parts.height}-${parts.format}`
}

export function fileRef(parts: FileRefParts): string {
  return `file-${parts.id}-${parts.ext}`
}
