/**
 * The file CDN: `/files/{projectId}/{dataset}/{hash}.{ext}` with its content type and byte ranges, so
 * audio and video elements can seek; `?dl[=name]` makes it a download.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ContentContext } from './context.ts'
import { ApiError } from './errors.ts'
import { cachedBytes, type GeneratedFile, generatedFileOf } from './generated.ts'
import { locateAsset } from './images.ts'
import { parseRange } from './ranges.ts'

const mimeTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  dmg: 'application/x-apple-diskimage',
  exe: 'application/vnd.microsoft.portable-executable',
  msi: 'application/x-msi',
}

/**
 * A file on disk, or one the stand-in generates from its asset document (the seed's installers,
 * generated.ts). Generated files always come as a download named after the installer, because the
 * downloads pages link to them without `?dl` and the browser ignores `download` across origins.
 */
export function handleFile(
  ctx: ContentContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
  search: URLSearchParams,
): void {
  let generated: GeneratedFile | undefined
  const { file, fileName, dataset } = locateAsset(ctx, 'files', segments, (path, inDataset) => {
    if (existsSync(path)) return true
    generated = generatedFileOf(ctx.store.get(inDataset, assetIdOf(path)))
    return generated !== undefined
  })
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
  const asset = ctx.store.get(dataset, assetIdOf(fileName))
  const type = typeof asset?.mimeType === 'string' ? asset.mimeType : mimeTypes[extension]
  const bytes = generated ? cachedBytes(generated) : undefined
  const size = bytes ? bytes.length : statSync(file).size
  const range = parseRange(req.headers.range, size)
  if (range === null) {
    res.setHeader('Content-Range', `bytes */${size}`)
    throw new ApiError(416, 'httpRangeNotSatisfiable', `Range not satisfiable for a file of ${size} bytes`)
  }
  const headers: Record<string, string | number> = {
    'Content-Type': type ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Length': range ? range.end - range.start + 1 : size,
  }
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
  const download = search.get('dl')
  if (download !== null || generated) {
    const name = (download || generated?.originalFilename || fileName).replace(/[^\w.-]/g, '_')
    headers['Content-Disposition'] = `attachment; filename="${name}"`
  }
  res.writeHead(range ? 206 : 200, headers)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  if (bytes) {
    res.end(range ? bytes.subarray(range.start, range.end + 1) : bytes)
    return
  }
  createReadStream(file, range ?? {})
    .on('error', () => res.destroy())
    .pipe(res)
}

/** `<hash>.<ext>` (or a path ending in it) → `file-<hash>-<ext>`. */
function assetIdOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return `file-${name.slice(0, dot)}-${name.slice(dot + 1)}`
}
