import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { decodeEntry, encodeEntry, headersOf, makeEntry } from './entry.ts'
import { copyLender } from './lender.ts'

const original = 'ORIGINALORIGINALORIGINA='
const page = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}">a()</script></head><body>${'<p>Pulsewave Studio</p>'.repeat(300)}<script nonce="${nonce}" src="/x.js"></script></body></html>`

const stored = makeEntry({
  url: 'http://site/studio',
  status: 200,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', `script-src 'nonce-${original}' 'strict-dynamic'`],
    ['set-cookie', 'a=b'],
  ],
  body: Buffer.from(page(original)),
  nonce: original,
  tags: ['s1:abc'],
  readAt: 1,
})
const nonces = ['AAAAAAAAAAAAAAAAAAAAAA==', 'BBBBBBBBBBBBBBBBBBBBBB==', 'q83vEjRWeJA+/wq83vEjRW==']

describe('a cached answer', () => {
  it('carries each hit its own nonce, in the body and in the policy, and never the stored one', () => {
    const lender = copyLender(1 << 20)
    for (const nonce of nonces) {
      expect(lender.lend(stored, 'identity', nonce).bytes.toString()).toBe(page(nonce))
      expect(Object.fromEntries(headersOf(stored, nonce))['content-security-policy']).toContain(
        `'nonce-${nonce}'`,
      )
    }
    expect(Buffer.from(encodeEntry(stored)).toString('latin1')).not.toContain(original)
  })

  it('builds a gzip stream any inflater reads back to the page with the new nonce', () => {
    const lender = copyLender(1 << 20)
    for (const nonce of nonces) {
      const gzip = lender.lend(stored, 'gzip', nonce).bytes
      expect(gunzipSync(gzip).toString()).toBe(page(nonce))
      // Deflating the stretches between nonces apart costs little against one stream.
      expect(gzip.length).toBeLessThan(gzipSync(page(nonce)).length + 200)
    }
  })

  it('keeps the page in one buffer of its own and costs at most twice the page', () => {
    const size = Buffer.byteLength(page(original))
    expect(stored.page.buffer.byteLength).toBe(size)
    expect(stored.gzip.buffer.byteLength).toBe(stored.gzip.length)
    expect(stored.bytes).toBeGreaterThan(size)
    expect(stored.bytes).toBeLessThanOrEqual(2 * size)
  })

  it('never replays a cookie, and survives the shared layer', () => {
    expect(stored.headers.map(([name]) => name)).not.toContain('set-cookie')
    const copy = decodeEntry(encodeEntry(stored))
    const lender = copyLender(1 << 20)
    expect(copy && lender.lend(copy, 'identity', nonces[0] as string).bytes.toString()).toBe(
      page(nonces[0] as string),
    )
    expect(copy && gunzipSync(lender.lend(copy, 'gzip', nonces[1] as string).bytes).toString()).toBe(
      page(nonces[1] as string),
    )
    expect(copy?.bytes).toBe(stored.bytes)
    expect(decodeEntry(Buffer.from('not an entry'))).toBeUndefined()
  })

  it('refuses a nonce of another length rather than answer a broken page', () => {
    expect(() => copyLender(1 << 20).lend(stored, 'identity', 'short')).toThrow(/nonce/)
  })
})

describe('copies on loan', () => {
  it('reuses a released copy with the next nonce, in both forms, and never one still on loan', () => {
    const lender = copyLender(1 << 20)
    for (const [form, read] of [
      ['identity', (b: Buffer) => b.toString()],
      ['gzip', (b: Buffer) => gunzipSync(b).toString()],
    ] as const) {
      const first = lender.lend(stored, form, 'AAAAAAAAAAAAAAAAAAAAAA==')
      const onLoan = lender.lend(stored, form, 'BBBBBBBBBBBBBBBBBBBBBB==')
      expect(onLoan.bytes).not.toBe(first.bytes)
      first.release()
      first.release() // a second release must not offer the same copy twice
      const reused = lender.lend(stored, form, 'CCCCCCCCCCCCCCCCCCCCCC==')
      expect(reused.bytes).toBe(first.bytes)
      expect(read(reused.bytes)).toBe(page('CCCCCCCCCCCCCCCCCCCCCC=='))
      expect(read(onLoan.bytes)).toBe(page('BBBBBBBBBBBBBBBBBBBBBB=='))
      expect(lender.lend(stored, form, 'DDDDDDDDDDDDDDDDDDDDDD==').bytes).not.toBe(first.bytes)
    }
  })

  it('keeps waiting copies within its bytes, and gives up an entry’s copies when it leaves', () => {
    const lender = copyLender(stored.page.length * 2)
    const leases = [1, 2, 3].map(() => lender.lend(stored, 'identity', nonces[0] as string))
    for (const lease of leases) lease.release()
    expect(lender.size()).toMatchObject({ entries: 2, bytes: stored.page.length * 2 })
    lender.forget(stored)
    expect(lender.size()).toMatchObject({ entries: 0, bytes: 0 })
    // A copy that comes back after its entry left is not counted again.
    const late = copyLender(1 << 20)
    const lease = late.lend(stored, 'gzip', nonces[0] as string)
    late.forget(stored)
    lease.release()
    expect(late.size().bytes).toBe(0)
  })
})
