/**
 * The installer versions spec §2 lists per download product. Only these versions have a download
 * detail path; any other version is not found before the content service is asked.
 */

function range(prefix: string, from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}.${from + i}`)
}

export const downloadVersions = {
  studio: [
    '1.0.0',
    '1.1.0',
    '1.2.0',
    '1.3.0',
    '1.3.1',
    '1.3.2',
    ...range('1.4', 0, 9),
    ...range('1.5', 1, 8),
    '1.6.0',
    '1.6.2',
    '1.6.4',
    '1.6.5',
    '1.6.6',
    '1.6.8',
    ...range('1.7', 0, 3),
    '1.7.5',
    ...range('2.0', 0, 9),
    ...range('2.1', 0, 3),
    '2.2.0',
    '2.3.0',
    '2.3.1',
  ],
  sample: ['1.0.0', '1.1.0', '1.1.1', '1.2.0', '1.3.0', '1.4.0', '1.4.1', '2.0.0'],
  'hex-fx': ['1.0.0'],
} as const satisfies Record<string, ReadonlyArray<string>>

export type DownloadProduct = keyof typeof downloadVersions

export function isDownloadProduct(product: string): product is DownloadProduct {
  return Object.hasOwn(downloadVersions, product)
}

/** True when spec §2 lists `version` for `product`. */
export function isKnownVersion(product: string, version: string): boolean {
  return isDownloadProduct(product) && (downloadVersions[product] as ReadonlyArray<string>).includes(version)
}
