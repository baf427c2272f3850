/** One downloads document per product version of spec §2, with card, notes, requirements and installers. */
import { createHash } from 'node:crypto'
import { dataset, projectId, type SeedAssets } from '../assets.ts'
import { rev } from '../doc.ts'
import { keyer, pt } from '../portable.ts'
import { copyFor } from './products.ts'
import { type DownloadProductName, versions } from './versions.ts'

const notePool = [
  'Fixed a crash when closing a project with an open plugin window.',
  'Audio engine: lower CPU use when many tracks are muted.',
  'MIDI learn now remembers mappings per controller.',
  'Faster project loading for sessions with more than 100 clips.',
  'Fixed clicks when looping very short regions.',
  'New: export stems straight to your cloud library.',
  'Improved time-stretching on vocals and other tonal material.',
  'Fixed the browser forgetting its scroll position.',
  'Plugin scanning runs in the background and never blocks start-up.',
  'Fixed wrong sample rate after waking from sleep on macOS.',
]

const firstRelease: Record<DownloadProductName, number> = { studio: 0, sample: 300, 'hex-fx': 1900 }

function requirements(major: number) {
  return major >= 2
    ? {
        win: {
          os: 'Windows 10 (22H2) or Windows 11, 64-bit',
          cpu: 'Intel Core i5 (8th gen) or AMD Ryzen 5',
          ramGb: 8,
          diskGb: 6,
        },
        mac: {
          os: 'macOS 12 Monterey or later',
          cpu: 'Apple silicon or Intel Core i5',
          ramGb: 8,
          diskGb: 6,
          notes: 'Runs natively on Apple silicon.',
        },
      }
    : {
        win: { os: 'Windows 10, 64-bit', cpu: 'Intel Core i3 or AMD equivalent', ramGb: 4, diskGb: 3 },
        mac: {
          os: 'macOS 10.14 Mojave or later',
          cpu: 'Intel Core i3',
          ramGb: 4,
          diskGb: 3,
          notes: 'Runs on Apple silicon through Rosetta 2.',
        },
      }
}

/**
 * Installer asset documents carry metadata only: the bytes are not in the seed (the stand-in answers
 * 404 for them), real installers come from the download-assets service.
 */
const installerAssets: Array<Record<string, unknown>> = []

function installer(fileStem: string, ext: 'exe' | 'dmg', size: number, at: string) {
  const id = createHash('sha1').update(`installer:${fileStem}.${ext}`).digest('hex')
  const fileName = `${fileStem}.${ext}`
  installerAssets.push({
    _id: `file-${id}-${ext}`,
    _type: 'sanity.fileAsset',
    _createdAt: at,
    _updatedAt: at,
    _rev: rev(id),
    assetId: id,
    extension: ext,
    mimeType:
      ext === 'exe' ? 'application/vnd.microsoft.portable-executable' : 'application/x-apple-diskimage',
    originalFilename: fileName,
    size,
    path: `files/${projectId}/${dataset}/${id}.${ext}`,
    url: `https://cdn.sanity.io/files/${projectId}/${dataset}/${id}.${ext}`,
  })
  return {
    file: { _type: 'file', asset: { _type: 'reference', _ref: `file-${id}-${ext}` } },
    fileName,
    sizeBytes: size,
  }
}

function downloadsDoc(
  a: SeedAssets,
  product: DownloadProductName,
  version: string,
  index: number,
  latest: boolean,
) {
  const [major = 1, minor = 0, patch = 0] = version.split('.').map(Number)
  const id = `downloads_${product}_${version.replaceAll('.', '-')}`
  const k = keyer(id)
  const copy = copyFor(product)
  const days = firstRelease[product] + index * 45
  const released = new Date(Date.UTC(2019, 2, 4) + days * 86_400_000).toISOString().slice(0, 10)
  const notes = [0, 1, 2].map((n) => notePool[(index * 3 + n + major) % notePool.length]).join('\n- ')
  const stem = `${copy.name.replace(/\s+/g, '')}-${version}`
  const base = 180_000_000 + major * 60_000_000 + minor * 3_000_000 + patch * 250_000
  const footers = [
    {
      _key: k(),
      variant: 'default',
      body: pt(
        `By downloading you accept the [licence agreement](https://legal.pulsewave.example/eula). Need help? See the [tutorials](page_${product === 'hex-fx' ? 'hex-fx_features' : `${product}_tutorials`}).`,
        k,
      ),
    },
    {
      _key: k(),
      variant: 'legal',
      body: pt(
        'VST is a trademark of Steinberg Media Technologies GmbH. macOS is a trademark of Apple Inc.',
        k,
      ),
    },
    ...(minor === 0 && patch === 0 && major > 1
      ? [
          {
            _key: k(),
            variant: 'upgrade',
            body: pt(
              `Owners of ${copy.name} ${major - 1} upgrade at 40% off: [see pricing](page_${product}_pricing).`,
              k,
            ),
          },
        ]
      : []),
    ...(latest
      ? [
          {
            _key: k(),
            variant: 'betaNotice',
            body: pt('Want the next version early? Join the beta programme from your account page.', k),
          },
        ]
      : []),
  ]
  return {
    _id: id,
    _type: 'downloads',
    _createdAt: `${released}T10:00:00Z`,
    _updatedAt: `${released}T10:00:00Z`,
    _rev: rev(id),
    product,
    semanticVersion: { majorVersion: major, minorVersion: minor, patchVersion: patch },
    softwareDownloadCard: {
      image: a.image(`download-card-${copy.idPart}`, `${copy.name} ${version} download artwork`),
      headline: `${copy.name} ${version}`,
      footers,
    },
    productRelease: {
      releaseDate: released,
      notes: pt(`## What is new in ${version}\n\n- ${notes}`, k),
      systemRequirements: requirements(major),
      installers: {
        win: installer(`${stem}-win64`, 'exe', base, `${released}T10:00:00Z`),
        mac: installer(`${stem}-universal`, 'dmg', base + 41_000_000, `${released}T10:00:00Z`),
      },
    },
  }
}

/** The downloads documents and their installers' asset documents. */
export function downloadsDocs(a: SeedAssets): Array<Record<string, unknown>> {
  installerAssets.length = 0
  const docs = (Object.keys(versions) as DownloadProductName[]).flatMap((product) => {
    const list = versions[product]
    return list.map((v, i) => downloadsDoc(a, product, v, i, i === list.length - 1))
  })
  return [...docs, ...installerAssets]
}
