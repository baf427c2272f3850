/** What a first visit downloads as JavaScript: every /assets/*.js an HTML page references, gzipped. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

export function scriptAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))]
}

/** Gzip (level 9, as a CDN would serve it) size in bytes of the initial JS of `html`. */
export function initialJsGzipBytes(html: string, clientDir: string): number {
  return scriptAssets(html)
    .map((asset) => gzipSync(readFileSync(resolve(clientDir, `.${asset}`)), { level: 9 }).length)
    .reduce((a, b) => a + b, 0)
}
