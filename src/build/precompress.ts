/**
 * Static assets compressed once, at build (docs/decisions/202): every compressible file the client
 * build writes gets a `.br` (brotli at its best quality, 11) and a `.gz` (gzip 9) beside it, which the
 * server's static handler sends as they are. Compressing per request cost CPU on every asset request
 * and, at the quality a server can afford per request (4), about 16% more bytes.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** What compresses: text. Images and fonts here are already compressed formats. */
export const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.html',
  '.txt',
  '.xml',
  '.map',
])
/** Below this, headers outweigh what compression saves (the static handler's own threshold too). */
const minimumBytes = 1024

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/** Writes `.br` and `.gz` beside every compressible file under `dir`; returns how many it wrote. */
export async function precompressDir(dir: string): Promise<number> {
  const work: Promise<number>[] = []
  for await (const path of filesUnder(dir)) {
    if (!compressibleExtensions.has(extname(path))) continue
    work.push(
      (async () => {
        const bytes = await readFile(path)
        if (bytes.length < minimumBytes) return 0
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ])
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        return 2
      })(),
    )
  }
  return (await Promise.all(work)).reduce((a, b) => a + b, 0)
}

/** The client build's output, compressed once after it is written (public files included). */
export function precompress(): Plugin {
  return {
    name: 'pulsewave:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir)
    },
  }
}
