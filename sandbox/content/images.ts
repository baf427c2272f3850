/**
 * The image CDN: `/images/{projectId}/{dataset}/{hash}-{w}x{h}.{ext}` resized, cropped and converted
 * with sharp, following Sanity's (imgix-like) semantics for rect, w, h, dpr, fit, crop, fm, q, auto.
 */
import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { safeFileName } from './assetFiles.ts'
import type { ContentContext } from './context.ts'
import { badRequest, notFound } from './errors.ts'
import { decodeSegment } from './http.ts'
import { ImageCache } from './imageCache.ts'
import { type ImageParams, type OutputFormat, parseImageParams } from './imageParams.ts'
import { checkDataset } from './validate.ts'

const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

/** One cache per process: keys hold the file path, so sandboxes in one test process never collide. */
const cache = new ImageCache()

/** Resolves `{projectId}/{dataset}/{file}[/{vanity name}]` to a stored binary, or throws a 404/400. */
export function locateAsset(
  ctx: ContentContext,
  kind: 'images' | 'files',
  segments: string[],
  exists: (file: string, dataset: string) => boolean = existsSync,
): { file: string; fileName: string; dataset: string } {
  if (segments.length < 3 || segments.length > 4) throw notFound(`No such ${kind} path`)
  const [projectId, datasetSegment, fileSegment] = segments.map(decodeSegment) as [string, string, string]
  const dataset = checkDataset(datasetSegment)
  if (projectId !== ctx.projectId || !safeFileName(fileSegment)) {
    throw notFound(`${kind === 'images' ? 'Image' : 'File'} not found: ${fileSegment.slice(0, 100)}`)
  }
  const file = join(ctx.assetsDir, dataset, kind, fileSegment)
  if (!exists(file, dataset))
    throw notFound(`${kind === 'images' ? 'Image' : 'File'} not found: ${fileSegment}`)
  return { file, fileName: fileSegment, dataset }
}

export async function handleImage(
  ctx: ContentContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
  search: URLSearchParams,
): Promise<void> {
  const { file, fileName } = locateAsset(ctx, 'images', segments)
  const params = parseImageParams(search)
  const original = fileName.slice(fileName.lastIndexOf('.') + 1)
  const format = outputFormat(params, original, req.headers.accept ?? '')
  const key = `${file}?${[...search].sort().join('&')}#${format}`
  let image = cache.get(key)
  res.setHeader('X-Sandbox-Cache', image ? 'hit' : 'miss')
  if (!image) {
    try {
      const body = await (await transform(file, original === 'gif', params, format)).toBuffer()
      image = { body, contentType: mimeTypes[format] ?? 'application/octet-stream' }
    } catch (error) {
      throw badRequest(`Cannot transform this image with these parameters: ${(error as Error).message}`)
    }
    cache.set(key, image)
  }
  res.writeHead(200, {
    'Content-Type': image.contentType,
    'Content-Length': image.body.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ...(params.autoFormat ? { Vary: 'Accept' } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : image.body)
}

function outputFormat(params: ImageParams, original: string, accept: string): OutputFormat {
  if (params.autoFormat && accept.includes('image/webp')) return 'webp'
  if (params.format) return params.format
  if (original === 'jpeg') return 'jpg'
  return (['jpg', 'png', 'webp', 'avif', 'gif'].includes(original) ? original : 'png') as OutputFormat
}

async function transform(file: string, animated: boolean, params: ImageParams, format: OutputFormat) {
  const meta = await sharp(file).metadata()
  const turned = (meta.orientation ?? 1) >= 5
  const full = {
    width: (turned ? meta.height : meta.width) ?? 1,
    height: (turned ? meta.width : meta.height) ?? 1,
  }
  let pipeline = sharp(file, { animated }).rotate()
  let source = full
  if (params.rect) {
    // Like the CDN, a rect reaching past the edge is cut to the image; one wholly outside is an error.
    const left = Math.min(params.rect.x, full.width - 1)
    const top = Math.min(params.rect.y, full.height - 1)
    if (left !== params.rect.x || top !== params.rect.y) throw new Error('rect lies outside the image')
    source = {
      width: Math.min(params.rect.width, full.width - left),
      height: Math.min(params.rect.height, full.height - top),
    }
    pipeline = pipeline.extract({ left, top, ...source })
  }
  pipeline = resize(pipeline, params, source)
  if (params.flip?.includes('h')) pipeline = pipeline.flop()
  if (params.flip?.includes('v')) pipeline = pipeline.flip()
  if (params.blur) pipeline = pipeline.blur(Math.max(0.3, params.blur / 20))
  const quality = params.quality === undefined ? undefined : Math.max(1, params.quality)
  switch (format) {
    case 'jpg':
    case 'pjpg':
      return pipeline.flatten({ background: `#${params.background ?? 'fff'}` }).jpeg({
        quality: quality ?? 75,
        progressive: format === 'pjpg',
      })
    case 'webp':
      return pipeline.webp({ quality: quality ?? 75 })
    case 'avif':
      return pipeline.avif({ quality: quality ?? 50, effort: 2 })
    case 'gif':
      return pipeline.gif()
    default:
      return pipeline.png()
  }
}

const gravity: Record<string, string> = {
  top: 'north',
  bottom: 'south',
  left: 'west',
  right: 'east',
  center: 'centre',
  'top,left': 'northwest',
  'left,top': 'northwest',
  'top,right': 'northeast',
  'right,top': 'northeast',
  'bottom,left': 'southwest',
  'left,bottom': 'southwest',
  'bottom,right': 'southeast',
  'right,bottom': 'southeast',
}

function resize(pipeline: Sharp, params: ImageParams, source: { width: number; height: number }): Sharp {
  const { width, height, fit } = params
  if (width === undefined && height === undefined) return pipeline
  if (width === undefined || height === undefined) {
    return pipeline.resize({ width, height, withoutEnlargement: fit === 'max' || fit === 'min' })
  }
  const background = `#${params.background ?? 'fff'}`
  switch (fit) {
    case 'crop':
    case 'min': {
      const crop = params.crop.join(',')
      const position = params.crop.includes('entropy')
        ? sharp.strategy.entropy
        : params.crop.includes('focalpoint')
          ? undefined
          : (gravity[crop] ?? 'centre')
      if (position === undefined) return focalCrop(pipeline, params, source, { width, height })
      return pipeline.resize({ width, height, fit: 'cover', position })
    }
    case 'fill':
    case 'fillmax':
      return pipeline.resize({
        width,
        height,
        fit: 'contain',
        background,
        withoutEnlargement: fit === 'fillmax',
      })
    case 'scale':
      return pipeline.resize({ width, height, fit: 'fill' })
    case 'max':
      return pipeline.resize({ width, height, fit: 'inside', withoutEnlargement: true })
    default:
      return pipeline.resize({ width, height, fit: 'inside' })
  }
}

/**
 * A cover crop centred on the focal point (fp-x, fp-y as fractions), clamped to the image: scale so
 * the image covers the box, then cut the box around the point.
 */
function focalCrop(
  pipeline: Sharp,
  params: ImageParams,
  source: { width: number; height: number },
  box: { width: number; height: number },
): Sharp {
  const scale = Math.max(box.width / source.width, box.height / source.height)
  const scaled = { width: Math.ceil(source.width * scale), height: Math.ceil(source.height * scale) }
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max)
  const left = clamp(params.focalPoint.x * scaled.width - box.width / 2, scaled.width - box.width)
  const top = clamp(params.focalPoint.y * scaled.height - box.height / 2, scaled.height - box.height)
  return pipeline.resize({ ...scaled, fit: 'fill' }).extract({ left, top, ...box })
}
