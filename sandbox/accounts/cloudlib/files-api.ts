/**
 * `GET {me}/files/{fileId}` (spec §7) and the signed download it points to. Another customer's file is
 * answered exactly like a missing one (404), so ids cannot be probed; an admin reads anyone's.
 */
import { createHash } from 'node:crypto'
import { json, notFound, type Reply } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { type FileKind, fileBytes } from './content.ts'
import { parseRange } from './range.ts'
import { createSigner, downloadLifetime } from './signing.ts'

interface FileRow {
  id: string
  user_id: number
  file_name: string
  mime_type: string
  kind: FileKind
  size: number
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 8187 form. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`
}

export function registerFilesApi(router: Router, context: CoreContext): void {
  const signer = createSigner(context.db)
  const byId = context.db.prepare('SELECT * FROM cloud_files WHERE id = ?')

  router.add('cloudlib', {
    method: 'GET',
    path: '{me}/files/:fileId',
    auth: 'bearer',
    handler: ({ params, userId, baseUrl }) => {
      const file = byId.get(params.fileId!) as FileRow | undefined
      if (!file || file.user_id !== userId) throw notFound()
      const expires = context.nowSeconds() + downloadLifetime
      const url = `${baseUrl}/download/${encodeURIComponent(file.id)}?${signer.query(file.id, expires)}`
      return json(200, {
        id: file.id,
        file_name: file.file_name,
        mime_type: file.mime_type,
        size: file.size,
        download: {
          request: { method: 'GET', url, headers: {} },
          expiry: new Date(expires * 1000).toISOString(),
        },
      })
    },
  })

  router.add('cloudlib', {
    method: 'GET',
    path: '/download/:fileId',
    auth: 'none',
    handler: ({ params, query, headers }): Reply => {
      const file = byId.get(params.fileId!) as FileRow | undefined
      if (!file) throw notFound()
      signer.verify(file.id, query, context.nowSeconds())
      const bytes = fileBytes(file.kind, file.id)
      const common = {
        'content-type': file.mime_type,
        'content-disposition': contentDisposition(file.file_name),
        'accept-ranges': 'bytes',
        etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
      }
      const range = parseRange(headers.range, bytes.length)
      if (range === 'unsatisfiable') {
        return {
          status: 416,
          headers: { ...common, 'content-range': `bytes */${bytes.length}` },
          body: undefined,
        }
      }
      if (!range)
        return { status: 200, headers: { ...common, 'content-length': String(bytes.length) }, body: bytes }
      const part = bytes.subarray(range.start, range.end + 1)
      return {
        status: 206,
        headers: {
          ...common,
          'content-length': String(part.length),
          'content-range': `bytes ${range.start}-${range.end}/${bytes.length}`,
        },
        body: part,
      }
    },
  })
}
