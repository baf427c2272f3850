/**
 * The downloadable assets: expansions, sound packs and plugins, each for the owners of some products,
 * with its resources (the files). Fixed data: asset and resource ids are stable across restarts, so a
 * signed link or a logged id keeps meaning the same file. Host apps are the content seed's products.
 */
import { archive, entry, host, installers } from './resources.ts'
import type { Asset, CatalogueEntry, Resource } from './shapes.ts'

export type { Asset, AssetType, CatalogueEntry, Os, ReleaseType, Resource } from './shapes.ts'

const release = 'release' as const

export const catalogue: ReadonlyArray<CatalogueEntry> = [
  entry(
    [1],
    {
      id: 7101,
      name: 'Analog Dusk',
      type: 'expansion',
      release_type: release,
      version: '1.0.0',
      release_date: '2025-03-10',
      host_app_compatibility: [host('studio', '2.0.0', '2.2.0')],
    },
    (id, name, version) => installers(id, name, version, 310_000),
  ),
  entry(
    [1],
    {
      id: 7102,
      name: 'Analog Dusk',
      type: 'expansion',
      release_type: release,
      version: '1.1.0',
      release_date: '2026-02-02',
      host_app_compatibility: [host('studio', '2.0.0')],
    },
    (id, name, version) => installers(id, name, version, 318_000),
  ),
  entry(
    [1],
    {
      id: 7103,
      name: 'Night Shift Drums',
      type: 'soundpack',
      release_type: release,
      version: '1.0.0',
      release_date: '2024-11-18',
      host_app_compatibility: [host('studio', '1.5.0')],
    },
    (id, name, version) => archive(id, name, version, 420_000),
  ),
  entry(
    [1],
    {
      id: 7104,
      name: 'Lo-fi Tape Keys',
      type: 'soundpack',
      release_type: 'beta',
      version: '0.9.0',
      release_date: '2026-09-01',
      host_app_compatibility: [host('studio', '2.3.0')],
    },
    (id, name, version) => archive(id, name, version, 260_000),
  ),
  entry(
    [2],
    {
      id: 7105,
      name: 'Festival Anthems',
      type: 'soundpack',
      release_type: release,
      version: '1.0.0',
      release_date: '2023-06-21',
      host_app_compatibility: [host('sample', '1.0.0')],
    },
    (id, name, version) => archive(id, name, version, 390_000),
  ),
  entry(
    [2],
    {
      id: 7106,
      name: 'Modular Textures',
      type: 'expansion',
      release_type: release,
      version: '1.0.0',
      release_date: '2026-05-12',
      host_app_compatibility: [host('sample', '2.0.0')],
    },
    (id, name, version) => installers(id, name, version, 280_000),
  ),
  entry(
    [3],
    {
      id: 7107,
      name: 'Hex Saturator',
      type: 'plugin',
      release_type: release,
      version: '1.0.0',
      release_date: '2025-08-30',
      host_app_compatibility: [host('studio', '1.6.0'), host('sample', '1.2.0'), host('hex-fx', '1.0.0')],
    },
    (id, name, version) => installers(id, name, version, 240_000),
  ),
  entry(
    [1, 2],
    {
      id: 7108,
      name: 'Pulse Tape Echo',
      type: 'plugin',
      release_type: release,
      version: '2.1.0',
      release_date: '2026-04-01',
      host_app_compatibility: [host('studio', '2.0.0'), host('sample', '2.0.0')],
    },
    (id, name, version) => installers(id, name, version, 200_000),
  ),
]

export function findResource(
  id: number,
): { asset: Asset; resource: Resource; entry: CatalogueEntry } | undefined {
  for (const entry of catalogue) {
    const resource = entry.asset.resources.find((r) => r.id === id)
    if (resource) return { asset: entry.asset, resource, entry }
  }
  return undefined
}
