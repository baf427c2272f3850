/**
 * Renders the catalogue into asset files and Sanity asset documents. Asset ids are the SHA-1 of the
 * bytes, as in Sanity, so a changed drawing gets a new id. On disk (and in the stand-in's CDN):
 * `assets/images/{sha1}-{w}x{h}.{ext}` and `assets/files/{sha1}.{ext}`.
 */
import { createHash } from 'node:crypto'
import { type ArtSpec, render } from './art.ts'
import { renderLoop, waveformOf } from './audio.ts'
import { images, loops } from './catalog.ts'
import { fileField, type ImageField } from './portable.ts'

export const projectId = 'pulsewave'
export const dataset = 'production'
export const assetStamp = '2026-08-03T09:00:00Z'

export interface AssetFile {
  /** Path under the assets folder. */
  readonly path: string
  readonly bytes: Buffer
}

export interface SeedAssets {
  /** An image field for a catalogued image; throws for an unknown name (a seed bug). */
  image(
    name: string,
    altText: string,
    extra?: Partial<Pick<ImageField, 'caption' | 'crop' | 'hotspot'>>,
  ): ImageField
  file(name: string): ReturnType<typeof fileField>
  /** The waveform peaks (0–100) of a catalogued loop. */
  waveform(name: string): number[]
  readonly docs: ReadonlyArray<Record<string, unknown>>
  readonly files: ReadonlyArray<AssetFile>
}

const sha1 = (bytes: Buffer | string) => createHash('sha1').update(bytes).digest('hex')
const mime = { jpg: 'image/jpeg', png: 'image/png', wav: 'audio/wav' } as const

function imageDoc(spec: ArtSpec, hash: string, size: number) {
  const stem = `${hash}-${spec.width}x${spec.height}.${spec.format}`
  return {
    _id: `image-${hash}-${spec.width}x${spec.height}-${spec.format}`,
    _type: 'sanity.imageAsset',
    _createdAt: assetStamp,
    _updatedAt: assetStamp,
    _rev: sha1(`rev:${hash}`).slice(0, 22),
    assetId: hash,
    sha1hash: hash,
    extension: spec.format,
    mimeType: mime[spec.format],
    originalFilename: `${spec.name}.${spec.format}`,
    size,
    path: `images/${projectId}/${dataset}/${stem}`,
    url: `https://cdn.sanity.io/images/${projectId}/${dataset}/${stem}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: spec.width,
        height: spec.height,
        aspectRatio: spec.width / spec.height,
      },
      hasAlpha: spec.format === 'png',
      isOpaque: spec.format === 'jpg',
    },
  }
}

function fileDoc(name: string, hash: string, ext: 'wav', size: number) {
  return {
    _id: `file-${hash}-${ext}`,
    _type: 'sanity.fileAsset',
    _createdAt: assetStamp,
    _updatedAt: assetStamp,
    _rev: sha1(`rev:${hash}`).slice(0, 22),
    assetId: hash,
    sha1hash: hash,
    extension: ext,
    mimeType: mime[ext],
    originalFilename: `${name}.${ext}`,
    size,
    path: `files/${projectId}/${dataset}/${hash}.${ext}`,
    url: `https://cdn.sanity.io/files/${projectId}/${dataset}/${hash}.${ext}`,
  }
}

export async function buildAssets(): Promise<SeedAssets> {
  const docs: Array<Record<string, unknown>> = []
  const files: AssetFile[] = []
  const imageRefs = new Map<string, string>()
  const fileRefs = new Map<string, string>()
  const waveforms = new Map<string, number[]>()
  for (const spec of images) {
    const bytes = await render(spec)
    const hash = sha1(bytes)
    const doc = imageDoc(spec, hash, bytes.length)
    docs.push(doc)
    files.push({ path: `images/${hash}-${spec.width}x${spec.height}.${spec.format}`, bytes })
    imageRefs.set(spec.name, doc._id)
  }
  for (const spec of loops) {
    const bytes = renderLoop(spec)
    const hash = sha1(bytes)
    const doc = fileDoc(spec.name, hash, 'wav', bytes.length)
    docs.push(doc)
    files.push({ path: `files/${hash}.wav`, bytes })
    fileRefs.set(spec.name, doc._id)
    waveforms.set(spec.name, waveformOf(bytes))
  }
  return {
    docs,
    files,
    image(name, altText, extra = {}) {
      const ref = imageRefs.get(name)
      if (!ref) throw new Error(`Seed: no image named ${name}`)
      return { _type: 'image', asset: { _type: 'reference', _ref: ref }, altText, ...extra }
    },
    file(name) {
      const ref = fileRefs.get(name)
      if (!ref) throw new Error(`Seed: no audio loop named ${name}`)
      return fileField(ref)
    },
    waveform(name) {
      const peaks = waveforms.get(name)
      if (!peaks) throw new Error(`Seed: no audio loop named ${name}`)
      return peaks
    },
  }
}
