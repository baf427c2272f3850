import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { decodeEntry, encodeEntry, headersOf, leaseGzipBody, leaseIdentityBody, makeEntry } from './entry.ts'

const page = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}">a()</script></head><body>${'<p>Pulsewave Studio</p>'.repeat(300)}<script nonce="${nonce}" src="/x.js"></script></body></html>`

const stored = makeEntry({
  url: 'http://site/studio',
  status: 200,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', "script-src 'nonce-ORIGINAL+/=' 'strict-dynamic'"],
    ['set-cookie', 'a=b'],
  ],
  body: Buffer.from(page('ORIGINAL+/=')),
  nonce: 'ORIGINAL+/=',
  tags: ['s1:abc'],
  readAt: 1,
})

describe('a cached answer', () => {
  it('carries each hit its own nonce, in the body and in the policy, and never the stored one', () => {
    expect(leaseIdentityBody(stored, 'NEW1').bytes.toString()).toBe(page('NEW1'))
    expect(Object.fromEntries(headersOf(stored, 'NEW1'))['content-security-policy']).toContain("'nonce-NEW1'")
    expect(JSON.stringify(encodeEntry(stored))).not.toContain('ORIGINAL')
  })

  it('builds a gzip stream any inflater reads back to the page with the new nonce', () => {
    const nonce = 'q83vEjRWeJA+/w=='
    expect(gunzipSync(leaseGzipBody(stored, nonce).bytes).toString()).toBe(page(nonce))
    expect(leaseGzipBody(stored, nonce).bytes.length).toBeLessThan(Buffer.byteLength(page(nonce)) / 4)
  })

  it('never replays a cookie, and survives the shared layer', () => {
    expect(stored.headers.map(([name]) => name)).not.toContain('set-cookie')
    const copy = decodeEntry(encodeEntry(stored))
    expect(copy && leaseIdentityBody(copy, 'N').bytes.toString()).toBe(page('N'))
    expect(decodeEntry(Buffer.from('not json'))).toBeUndefined()
  })

  it('reuses a released copy with the next nonce, in both forms, and never one still on loan', () => {
    for (const [lease, read] of [
      [leaseIdentityBody, (b: Buffer) => b.toString()],
      [leaseGzipBody, (b: Buffer) => gunzipSync(b).toString()],
    ] as const) {
      const first = lease(stored, 'AAAAAAAAAAAAAAAAAAAAAA==')
      const onLoan = lease(stored, 'BBBBBBBBBBBBBBBBBBBBBB==')
      expect(onLoan.bytes).not.toBe(first.bytes)
      first.release()
      first.release() // a second release must not offer the same copy twice
      const reused = lease(stored, 'CCCCCCCCCCCCCCCCCCCCCC==')
      expect(reused.bytes).toBe(first.bytes)
      expect(read(reused.bytes)).toBe(page('CCCCCCCCCCCCCCCCCCCCCC=='))
      expect(read(onLoan.bytes)).toBe(page('BBBBBBBBBBBBBBBBBBBBBB=='))
      expect(lease(stored, 'DDDDDDDDDDDDDDDDDDDDDD==').bytes).not.toBe(first.bytes)
    }
  })
})
