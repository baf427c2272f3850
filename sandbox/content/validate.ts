/**
 * The content-service limits of spec §5 that the API itself enforces: every path and query piece is
 * checked here before it reaches the store, so a bad value is a 400 in Sanity's shape, never a crash.
 */
import { badRequest } from './errors.ts'

const datasetPattern = /^[a-z0-9_-]{1,64}$/
const apiVersionPattern = /^(1|X|\d{4}-\d{2}-\d{2})$/
const tagPattern = /^[A-Za-z0-9_.-]{1,75}$/
const projectIdPattern = /^[A-Za-z0-9-]+$/

/** Throws a 400 unless `name` is a legal dataset name (lowercase letters, digits, _ and -, ≤ 64). */
export function checkDataset(name: string): string {
  if (!datasetPattern.test(name)) {
    throw badRequest(
      `Invalid dataset name "${name.slice(0, 80)}": use 1-64 lowercase letters, digits, underscores or dashes`,
    )
  }
  return name
}

/** Throws a 400 unless `version` is 1, X or a real YYYY-MM-DD date. */
export function checkApiVersion(version: string): string {
  const valid =
    apiVersionPattern.test(version) &&
    (version.length !== 10 || !Number.isNaN(Date.parse(`${version}T00:00:00Z`)))
  if (!valid) throw badRequest(`Invalid API version "v${version.slice(0, 40)}": use v1, vX or vYYYY-MM-DD`)
  return version
}

/** Throws a 400 unless `id` is a legal document id: 1-128 characters, no `..`, no whitespace. */
export function checkDocumentId(id: string): string {
  if (id.length > 128 || id.includes('..') || !/^[A-Za-z0-9_.][A-Za-z0-9_.-]*$/.test(id)) {
    throw badRequest(
      `Invalid document id "${id.slice(0, 140)}": use 1-128 of letters, digits, '_', '-' and '.', not starting with '-', no '..'`,
    )
  }
  return id
}

/** Throws a 400 unless `tag` (when given) is 1-75 of letters, digits, `_`, `-` and `.`. */
export function checkTag(tag: string | null): void {
  if (tag !== null && !tagPattern.test(tag)) {
    throw badRequest(
      `Invalid request tag "${tag.slice(0, 80)}": use 1-75 of letters, digits, '_', '-' and '.'`,
    )
  }
}

/** Throws a 400 unless the asset type path segment is `images` or `files`. */
export function checkAssetType(segment: string): 'image' | 'file' {
  if (segment === 'images') return 'image'
  if (segment === 'files') return 'file'
  throw badRequest(`Invalid asset type "${segment.slice(0, 40)}": use images or files`)
}

export function isProjectId(value: string): boolean {
  return projectIdPattern.test(value)
}
