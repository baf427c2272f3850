/**
 * The build's hashed files (`/assets/<name>-<hash>.<ext>`) answered from memory on Node's own request
 * and response, in front of srvx, as cache hits are (decision 280). srvx's static handler costs about
 * 4 ms of CPU per file on this machine (a stat, an open, a realpath and two more stats, a stream); a page
 * load asks for 25–30 of them while the browser parses, lays out and hydrates the page on the same cores.
 * The files never change while the process runs (a new build is a new process), so they are read once at
 * start: each with its build-time brotli and gzip copies (decision 202), its headers ready, its ETag.
 * Anything else (ranges, other files, other methods) is left to srvx.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import {
  baselineHeaders,
  documentlessPolicy,
  immutableAssets,
  immutableCacheControl,
} from '../security/headers.ts'
import { negotiateEncoding } from './compress.ts'

type Encoding = 'br' | 'gzip' | 'identity'

interface Variant {
  readonly body: Buffer
  readonly etag: string
  /** Every header of a 200, flat for `writeHead`, without the request id. */
  readonly headers: readonly string[]
}

export interface AssetMemory {
  /** Answers `req` when it asks for a file held here, and says so; false leaves it to srvx. */
  hit(req: IncomingMessage, res: ServerResponse, requestId?: string): boolean
  /** Files held and their bytes (all encodings), for the decision's figures and a test. */
  readonly files: number
  readonly bytes: number
}

const types: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

function variant(body: Buffer, type: string, encoding: Encoding, security: readonly string[]): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22)
  const etag = `"${hash}"`
  return {
    body,
    etag,
    headers: [
      'content-type',
      type,
      'content-length',
      String(body.length),
      'cache-control',
      immutableCacheControl,
      'vary',
      'Accept-Encoding',
      'etag',
      etag,
      ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
      ...security,
    ],
  }
}

/** Reads `clientDir/assets` once: every hashed file of a type above, with its `.br` and `.gz` copies. */
export function assetMemory(clientDir: string, siteUrl: string | undefined): AssetMemory {
  const dir = join(clientDir, 'assets')
  const security = Object.entries({
    ...baselineHeaders(siteUrl),
    'content-security-policy': documentlessPolicy,
  }).flat()
  const held = new Map<string, Partial<Record<Encoding, Variant>>>()
  let bytes = 0
  const names = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []
  for (const entry of names) {
    const type = types[extname(entry.name)]
    const path = `/assets/${entry.name}`
    if (!entry.isFile() || !type || !immutableAssets.test(path)) continue
    const variants: Partial<Record<Encoding, Variant>> = {}
    for (const [encoding, suffix] of [
      ['identity', ''],
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const file = join(dir, entry.name + suffix)
      if (!existsSync(file)) continue
      const found = variant(readFileSync(file), type, encoding, security)
      variants[encoding] = found
      bytes += found.body.length
    }
    held.set(path, variants)
  }

  return {
    files: held.size,
    bytes,
    hit(req, res, requestId) {
      const method = req.method ?? 'GET'
      if ((method !== 'GET' && method !== 'HEAD') || req.headers.range !== undefined) return false
      const url = req.url ?? '/'
      const query = url.indexOf('?')
      const variants = held.get(query === -1 ? url : url.slice(0, query))
      if (!variants) return false
      // The build writes its brotli and gzip copies together, or neither (a file under 1 KB).
      const wanted = negotiateEncoding(req.headers['accept-encoding'] ?? null)
      const chosen = (wanted && variants[wanted]) ?? variants.identity
      if (!chosen) return false
      const id = requestId === undefined ? [] : ['x-request-id', requestId]
      const tags = req.headers['if-none-match']
      if (
        tags !== undefined &&
        (tags.trim() === '*' || tags.split(',').some((t) => t.trim().replace(/^W\//, '') === chosen.etag))
      ) {
        res.writeHead(304, [
          'etag',
          chosen.etag,
          'cache-control',
          immutableCacheControl,
          'vary',
          'Accept-Encoding',
          ...id,
        ])
        res.end()
        return true
      }
      res.writeHead(200, [...chosen.headers, ...id])
      if (method === 'HEAD') res.end()
      else res.end(chosen.body)
      return true
    },
  }
}
