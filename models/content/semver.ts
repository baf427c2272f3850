/** Semantic versions of downloads documents: parsing, formatting and ordering (numeric, latest first). */

export interface SemanticVersion {
  readonly majorVersion: number
  readonly minorVersion: number
  readonly patchVersion: number
}

/** "2.3.1" */
export function formatVersion(v: SemanticVersion): string {
  return `${v.majorVersion}.${v.minorVersion}.${v.patchVersion}`
}

/** "2.3.1" → version; undefined for anything that is not three non-negative integers. */
export function parseVersion(text: string): SemanticVersion | undefined {
  const m = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/.exec(text)
  if (!m) return undefined
  return { majorVersion: Number(m[1]), minorVersion: Number(m[2]), patchVersion: Number(m[3]) }
}

/** Comparator putting the latest version first (numeric per part, so 1.10.0 > 1.9.0). */
export function latestFirst(a: SemanticVersion, b: SemanticVersion): number {
  return b.majorVersion - a.majorVersion || b.minorVersion - a.minorVersion || b.patchVersion - a.patchVersion
}

/** A copy sorted latest first; the input is untouched. */
export function sortLatestFirst<T extends { readonly semanticVersion: SemanticVersion }>(
  items: ReadonlyArray<T>,
): Array<T> {
  return [...items].sort((a, b) => latestFirst(a.semanticVersion, b.semanticVersion))
}

/** A release line: every version sharing a major and minor number ("2.3"). */
export interface ReleaseLine<T> {
  readonly line: string
  readonly versions: ReadonlyArray<T>
}

/** Versions grouped by release line, newest line first and newest version first within each. */
export function releaseLines<T extends { readonly semanticVersion: SemanticVersion }>(
  items: ReadonlyArray<T>,
): Array<ReleaseLine<T>> {
  const lines = new Map<string, T[]>()
  for (const item of sortLatestFirst(items)) {
    const { majorVersion, minorVersion } = item.semanticVersion
    const key = `${majorVersion}.${minorVersion}`
    lines.set(key, [...(lines.get(key) ?? []), item])
  }
  return [...lines].map(([line, versions]) => ({ line, versions }))
}
