/**
 * The file CDN: `/files/{projectId}/{dataset}/{hash}.{ext}` with its content type and byte ranges, so
 * audio and video elements can seek; `?dl[=name]` makes it a download.
 */
import { createReadStream, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ContentContext } from './context.ts'
import { ApiError } from './errors.ts'
import { locateAsset } from './images.ts'

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

/** Parses a single `bytes=` range against `size`; undefined for none, null when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  if (header === undefined) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  return start <= end && start < size ? { start, end } : null
}

export function handleFile(
  ctx: ContentContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
  search: URLSearchParams,
): void {
  const { file, fileName, dataset } = locateAsset(ctx, 'files', segments)
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
  const asset = ctx.store.get(dataset, `file-${fileName.slice(0, fileName.lastIndexOf('.'))}-${extension}`)
  const type = typeof asset?.mimeType === 'string' ? asset.mimeType : mimeTypes[extension]
  const size = statSync(file).size
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
  if (download !== null) {
    const name = (download || fileName).replace(/[^\w.-]/g, '_')
    headers['Content-Disposition'] = `attachment; filename="${name}"`
  }
  res.writeHead(range ? 206 : 200, headers)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(file, range ?? {})
    .on('error', () => res.destroy())
    .pipe(res)
}
