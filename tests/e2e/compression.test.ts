/**
 * Static files compressed once at build (docs/decisions/202): what goes out for a browser's
 * Accept-Encoding is the very `.br` / `.gz` file the build wrote, and a page still decodes whole. A
 * content page or an account screen rendered whole leaves as one string with its length (decisions
 * 285, 287).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { get } from 'node:http'
import { join, resolve } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cookieNames } from '../../src/identity/cookies.ts'
import { loginTokens } from './support/commerce.ts'
import { baseUrl } from './support/site.ts'

/** Status, headers and the bytes on the wire (node:http decodes nothing). */
const raw = (url: URL, encoding: string, cookie?: string) =>
  new Promise<{ status: number; encoding: string | undefined; bytes: Buffer; headers: string }>(
    (ok, fail) => {
      get(url, { headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } }, (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          ok({
            status: answer.statusCode ?? 0,
            encoding: answer.headers['content-encoding'],
            bytes: Buffer.concat(chunks),
            headers: JSON.stringify(answer.headers),
          }),
        )
      }).on('error', fail)
    },
  )

describe('compression', () => {
  it('sends the build’s own .br and .gz of a hashed script, and the script itself without compression', async () => {
    const base = baseUrl()
    // Files under 1 KB (the entry script) are sent as they are: pick one the build compressed.
    const assets = resolve('dist/client/assets')
    const name = readdirSync(assets).find(
      (file) => file.endsWith('.js') && existsSync(join(assets, `${file}.br`)),
    )
    if (!name) throw new Error('the build wrote no .br beside any script')
    const asset = `/assets/${name}`
    const onDisk = resolve('dist/client', asset.slice(1))
    for (const [encoding, file] of [
      ['br', `${onDisk}.br`],
      ['gzip', `${onDisk}.gz`],
      ['identity', onDisk],
    ] as const) {
      const answer = await raw(new URL(asset, base), encoding)
      expect(answer.status).toBe(200)
      expect(answer.encoding, answer.headers).toBe(encoding === 'identity' ? undefined : encoding)
      expect(answer.bytes.equals(readFileSync(file))).toBe(true)
    }
  })

  it('compresses a page rendered for this request (not from the cache) that decodes to the whole page', async () => {
    const base = baseUrl()
    // A session cookie keeps the answer out of the HTML cache, whose hits are gzip or identity.
    const path = `/no-such-page-${Date.now()}`
    const answer = await raw(new URL(path, base), 'br', 'access_token_production-1=not-a-token')
    expect(answer.encoding, answer.headers).toBe('br')
    const page = brotliDecompressSync(answer.bytes).toString()
    expect(page).toMatch(/^<!doctype html>/i)
    expect(page.trimEnd().endsWith('</html>')).toBe(true)
  })
  it('sends a content page rendered for this request with its length, not in chunks (decision 285)', async () => {
    // A pending sign-in keeps the answer out of the HTML cache; identity asks for the page as rendered.
    const answer = await raw(
      new URL(`/legal/contact?fresh=${Date.now()}`, baseUrl()),
      'identity',
      `${cookieNames.signIn}=pending`,
    )
    expect(answer.status).toBe(200)
    const headers = JSON.parse(answer.headers) as Record<string, string | undefined>
    expect(headers['content-type']).toMatch(/^text\/html/)
    expect(headers['transfer-encoding'], answer.headers).toBeUndefined()
    expect(Number(headers['content-length'])).toBe(answer.bytes.length)
    expect(answer.bytes.toString().trimEnd().endsWith('</html>')).toBe(true)
  })

  it('sends an account screen whole, with its length, even when it sets cookies (decision 287)', async () => {
    const tokens = await loginTokens('ana')
    const session = `${cookieNames.access}=${encodeURIComponent(tokens.access.token)}; ${cookieNames.refresh}=${encodeURIComponent(tokens.refresh.token)}`
    for (const path of ['/account', '/account/licences', '/account/subscriptions']) {
      const answer = await raw(new URL(path, baseUrl()), 'identity', session)
      expect(answer.status).toBe(200)
      const headers = JSON.parse(answer.headers) as Record<string, string | string[] | undefined>
      // A new browser: the screen sets the notifications device cookie, so Start rebuilt its response.
      expect(String(headers['set-cookie']), answer.headers).toMatch(/notifications_device_id=/)
      expect(headers['transfer-encoding'], answer.headers).toBeUndefined()
      expect(Number(headers['content-length'])).toBe(answer.bytes.length)
      const page = answer.bytes.toString()
      expect(page).toContain('Ana')
      expect(page.trimEnd().endsWith('</html>')).toBe(true)
      // Nothing was left for the browser to render again (a part that suspended in a whole render).
      expect(page).not.toContain('<!--$!-->')
    }
  })
})
