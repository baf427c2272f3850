import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
let ana: string
beforeAll(async () => {
  accounts = await startTestAccounts()
  ana = (await login(accounts.url)).tokens.access.token
})
afterAll(() => accounts.close())

const me = '/profile/api/v1/me'
const site = 'https://www.example.com'

/** A real 40×30 PNG, drawn here so the test owns its bytes. */
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer()

async function uploadUrl(contentType = 'image/png') {
  const result = await call(accounts.url, 'POST', `${me}/fileuploadurl`, {
    bearer: ana,
    json: { upload_type: 'avatar', content_type: contentType },
  })
  expect(result.status).toBe(200)
  return result.body as { method: string; url: string; expires: string }
}

const put = (url: string, body: Uint8Array<ArrayBuffer>, type = 'image/png', origin = site) =>
  fetch(url, { method: 'PUT', body, headers: { 'content-type': type, origin } })

describe('avatar upload', () => {
  it('gives a one-time PUT address on the stand-in that expires in 15 minutes', async () => {
    const ticket = await uploadUrl()
    expect(ticket.method).toBe('PUT')
    expect(ticket.url.startsWith(`${accounts.url}/profile/uploads/`)).toBe(true)
    const minutes = (Date.parse(ticket.expires) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
  })

  it('answers the preflight for an allowed origin only', async () => {
    const { url } = await uploadUrl()
    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      })
    const allowed = await preflight(site)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site)
    expect(allowed.headers.get('access-control-allow-methods')).toBe('PUT')
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type')
    const other = await preflight('https://evil.example.net')
    expect(other.status).toBe(403)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('turns a real PNG into three square WebP sizes that PUT {me}/avatar makes the avatar', async () => {
    const { url } = await uploadUrl()
    const uploaded = await put(url, await png())
    expect(uploaded.status).toBe(204)
    expect(uploaded.headers.get('access-control-allow-origin')).toBe(site)
    const set = await call(accounts.url, 'PUT', `${me}/avatar`, { bearer: ana })
    expect(set.status).toBe(200)
    const { avatar } = set.body
    expect(avatar.ts).toBeTypeOf('number')
    for (const [size, pixels] of [
      ['thumb', 64],
      ['mid', 256],
      ['full', 1024],
    ] as const) {
      const image = await fetch(avatar[size])
      expect(image.headers.get('content-type')).toBe('image/webp')
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', pixels, pixels])
    }
    expect((await call(accounts.url, 'GET', me, { bearer: ana })).body.avatar).toEqual(avatar)
  })

  it('refuses a second use of the same address, and a PUT {me}/avatar with nothing new uploaded', async () => {
    const { url } = await uploadUrl()
    expect((await put(url, await png())).status).toBe(204)
    expect((await call(accounts.url, 'PUT', `${me}/avatar`, { bearer: ana })).status).toBe(200)
    const reused = await put(url, await png())
    expect([reused.status, (await reused.json()).code]).toEqual([403, 2000])
    const nothing = await call(accounts.url, 'PUT', `${me}/avatar`, { bearer: ana })
    expect([nothing.status, nothing.body.code]).toEqual([400, 2012])
  })

  it('refuses a non-image, a mismatched type and an oversize file, with CORS so the page can read why', async () => {
    const text = await put((await uploadUrl()).url, new TextEncoder().encode('not an image at all'))
    expect([text.status, (await text.json()).code]).toEqual([400, 2012])
    expect(text.headers.get('access-control-allow-origin')).toBe(site)
    const mismatch = await put((await uploadUrl('image/jpeg')).url, await png(), 'image/jpeg')
    expect([mismatch.status, (await mismatch.json()).error]).toEqual([
      400,
      'The upload is png, not image/jpeg',
    ])
    const wrongHeader = await put((await uploadUrl()).url, await png(), 'image/webp')
    expect(wrongHeader.status).toBe(400)
    const oversize = await put((await uploadUrl()).url, new Uint8Array(5 * 1024 * 1024 + 10))
    expect([oversize.status, (await oversize.json()).code]).toEqual([413, 2012])
    expect(oversize.headers.get('access-control-allow-origin')).toBe(site)
  })

  it('refuses an expired address and bad ticket requests', async () => {
    const { url } = await uploadUrl()
    accounts.advance(16 * 60)
    const late = await put(url, await png())
    expect([late.status, (await late.json()).code]).toEqual([403, 2000])
    const ask = (json: object) => call(accounts.url, 'POST', `${me}/fileuploadurl`, { bearer: ana, json })
    expect((await ask({ upload_type: 'avatar' })).body.code).toBe(2013)
    expect((await ask({ upload_type: 'banner', content_type: 'image/png' })).body.code).toBe(1004)
    expect((await ask({ upload_type: 'avatar', content_type: 'image/svg+xml' })).body.code).toBe(2012)
    expect((await call(accounts.url, 'POST', `${me}/fileuploadurl`, { json: {} })).status).toBe(403)
  })

  it('removes the avatar and its images with DELETE {me}/avatar', async () => {
    const before = (await call(accounts.url, 'GET', me, { bearer: ana })).body.avatar
    expect(before).not.toBeNull()
    expect((await call(accounts.url, 'DELETE', `${me}/avatar`, { bearer: ana })).status).toBe(204)
    expect((await call(accounts.url, 'GET', me, { bearer: ana })).body.avatar).toBeNull()
    expect((await fetch(before.thumb)).status).toBe(404)
    expect(accounts.unhandled).toEqual([])
  })
})
