import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { precompressDir } from './precompress.ts'

it('writes .br and .gz that decode to each text file of 1 KB or more, and nothing for the rest', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
  try {
    const script = `export const tracks = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `track ${i}`))}\n`
    writeFileSync(join(dir, 'app.js'), script)
    writeFileSync(join(dir, 'tiny.css'), 'a{}')
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096, 7))
    expect(await precompressDir(dir)).toBe(2)
    expect(readdirSync(dir).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'photo.webp', 'tiny.css'])
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script)
    expect(readFileSync(join(dir, 'app.js.br')).length).toBeLessThan(script.length / 4)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
