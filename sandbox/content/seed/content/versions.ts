/**
 * The versions spec §2 lists, written the way the spec writes them ("1.4.0 to 1.4.9" is a range of
 * patch versions) and expanded here; the seed test asserts 52 studio, 8 sample and 1 hex-fx.
 */
const spec = {
  studio:
    '1.0.0, 1.1.0, 1.2.0, 1.3.0, 1.3.1, 1.3.2, 1.4.0 to 1.4.9, 1.5.1 to 1.5.8, 1.6.0, 1.6.2, 1.6.4, 1.6.5, 1.6.6, 1.6.8, 1.7.0 to 1.7.3, 1.7.5, 2.0.0 to 2.0.9, 2.1.0 to 2.1.3, 2.2.0, 2.3.0, 2.3.1',
  sample: '1.0.0, 1.1.0, 1.1.1, 1.2.0, 1.3.0, 1.4.0, 1.4.1, 2.0.0',
  'hex-fx': '1.0.0',
} as const

export type DownloadProductName = keyof typeof spec

/** "1.4.0 to 1.4.3" → 1.4.0, 1.4.1, 1.4.2, 1.4.3 (ranges only vary the patch number). */
export function expandVersions(list: string): string[] {
  return list.split(/,\s*/).flatMap((item) => {
    const range = /^(\d+)\.(\d+)\.(\d+) to \1\.\2\.(\d+)$/.exec(item)
    if (!range) return [item]
    const [, major, minor, from, to] = range
    return Array.from(
      { length: Number(to) - Number(from) + 1 },
      (_, i) => `${major}.${minor}.${Number(from) + i}`,
    )
  })
}

export const versions: Record<DownloadProductName, string[]> = {
  studio: expandVersions(spec.studio),
  sample: expandVersions(spec.sample),
  'hex-fx': expandVersions(spec['hex-fx']),
}
