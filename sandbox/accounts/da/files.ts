/**
 * `GET /da/files/{key}/{name}?expires&signature`: the file behind a signed link, generated from its
 * name and size like the content stand-in's installers, with single byte ranges (206/416) so a browser
 * can resume. The bytes are ASCII, so the core's text reply carries them unchanged.
 */
import { cachedBytes } from '../../content/generated.ts'
import { parseRange } from '../../content/ranges.ts'
import { errors, json, notFound, type Reply } from '../core/http.ts'
import type { Router } from '../core/router.ts'
import { fileOfKey, type Links } from './links.ts'

export function registerFiles(router: Router, links: Links): void {
  router.add('da', {
    method: 'GET',
    path: '/files/:key/:name',
    auth: 'none',
    handler: ({ params, query, headers }): Reply => {
      const verdict = links.check(params.key ?? '', query.get('expires'), query.get('signature'))
      if (verdict === 'forged') throw errors.accessDenied('Invalid download link signature')
      if (verdict === 'expired') throw errors.accessDenied('This download link has expired')
      const file = fileOfKey(params.key ?? '')
      if (!file || file.fileName !== params.name) throw notFound()
      const bytes = cachedBytes({ originalFilename: file.fileName, size: file.size })
      const size = bytes.length
      const range = parseRange(typeof headers.range === 'string' ? headers.range : undefined, size)
      if (range === null) {
        return json(416, { message: 'Range Not Satisfiable' }, { 'content-range': `bytes */${size}` })
      }
      const body = range ? bytes.subarray(range.start, range.end + 1) : bytes
      return {
        status: range ? 206 : 200,
        headers: {
          'content-type': file.mimeType,
          'content-length': String(body.length),
          'content-disposition': `attachment; filename="${file.fileName}"`,
          'accept-ranges': 'bytes',
          ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${size}` } : {}),
        },
        body: body.toString('latin1'),
      }
    },
  })
}
