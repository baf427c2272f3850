import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ephemeralLow, firstFree, freePort, isFree } from './ports.ts'

const listening: Server[] = []
afterEach(async () => {
  await Promise.all(listening.splice(0).map((s) => new Promise((ok) => s.close(ok))))
})

function listenOn(port: number): Promise<number> {
  const server = createServer()
  listening.push(server)
  return new Promise((ok) =>
    server.listen(port, '127.0.0.1', () => ok((server.address() as { port: number }).port)),
  )
}

describe('freePort', () => {
  it('reads the low end of the ephemeral range, and falls back to the IANA range', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ports-'))
    try {
      writeFileSync(join(dir, 'range'), '40000\t60999\n')
      expect(ephemeralLow(join(dir, 'range'))).toBe(40000)
      writeFileSync(join(dir, 'range'), 'nonsense\n')
      expect(ephemeralLow(join(dir, 'range'))).toBe(49152)
      expect(ephemeralLow(join(dir, 'missing'))).toBe(49152)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('chooses a port below the range the OS hands out by itself, and one that can be listened on', async () => {
    const port = await freePort()
    expect(port).toBeLessThan(ephemeralLow())
    expect(await listenOn(port)).toBe(port)
  })

  it('passes over a port someone listens on, and never hands the same port out twice', async () => {
    const taken = await listenOn(0)
    const spare = await listenOn(0)
    await new Promise((ok) => listening.pop()?.close(ok))
    expect(await isFree(taken)).toBe(false)
    expect(await firstFree([taken, spare])).toBe(spare)
    await expect(firstFree([taken, spare])).rejects.toThrow(/no free port/)
  })
})
