import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
let ana: string
let ben: string
let cleo: string
/** Fresh tokens for the demo customers (again after moving the clock past their lifetime). */
async function signIn() {
  ana = (await login(accounts.url)).tokens.access.token
  ben = (await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
  cleo = (await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
}
beforeAll(async () => {
  accounts = await startTestAccounts({ aiDelayMs: 5 })
  await signIn()
})
beforeEach(() => call(accounts.url, 'POST', '/__sandbox/ai-proxy/reset'))
afterAll(async () => {
  expect(accounts.unhandled).toEqual([])
  await accounts.close()
})

const generate = (bearer: string, json: Record<string, unknown>) =>
  call(accounts.url, 'POST', '/ai-proxy/api/v1/images/generate', { bearer, json })
const request = { prompt: 'a neon synthesizer at dusk', provider: 'openai', resolution: '256x256' }
const setProvider = (json: Record<string, unknown>) =>
  call(accounts.url, 'POST', '/__sandbox/ai-proxy/provider', { json })

describe('POST /api/v1/images/generate', () => {
  it('answers a PNG of the asked size as base64, the same bytes for the same request', async () => {
    const first = await generate(ana, { ...request, response_format: 'b64_json' })
    expect(first.status).toBe(200)
    expect(Object.keys(first.body).sort()).toEqual(['b64_image', 'created'])
    const png = Buffer.from(first.body.b64_image, 'base64')
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 })
    expect((await generate(ben, request)).body.b64_image).toBe(first.body.b64_image)
    expect((await generate(ana, { ...request, prompt: 'a quiet piano' })).body.b64_image).not.toBe(
      first.body.b64_image,
    )
    const large = await generate(ana, { ...request, resolution: '512x512' })
    expect(await sharp(Buffer.from(large.body.b64_image, 'base64')).metadata()).toMatchObject({ width: 512 })
  })

  it('answers an image_url the stand-in serves for an hour, with the same bytes', async () => {
    const answer = await generate(ana, { ...request, response_format: 'url' })
    expect(Object.keys(answer.body).sort()).toEqual(['created', 'image_url'])
    const served = await fetch(answer.body.image_url)
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png'])
    const inline = await generate(ana, request)
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(inline.body.b64_image)
    accounts.advance(3601)
    expect((await fetch(answer.body.image_url)).status).toBe(404)
    await signIn()
  })

  it('names missing parameters (2013) and refuses invalid ones (2012, 1004)', async () => {
    const cases: Array<[Record<string, unknown>, number, number, RegExp]> = [
      [{ ...request, prompt: '   ' }, 400, 2013, /prompt/],
      [{ prompt: 'x' }, 400, 2013, /provider/],
      [{ ...request, resolution: '300x300' }, 400, 2012, /resolution/],
      [{ ...request, response_format: 'jpeg' }, 400, 2012, /response_format/],
      [{ ...request, prompt: 'x'.repeat(1001) }, 400, 2012, /prompt/],
      [{ ...request, provider: 'Open AI!' }, 400, 2012, /provider/],
      [{ ...request, provider: 'midjourney' }, 400, 1004, /provider/],
    ]
    for (const [body, status, code, message] of cases) {
      const refused = await generate(ana, body)
      expect([refused.status, refused.body.code]).toEqual([status, code])
      expect(refused.body.error).toMatch(message)
      expect(refused.headers.get('x-serato-errorcode')).toBe(String(code))
    }
  })

  it('refuses HTML in the prompt with 400/5023', async () => {
    const refused = await generate(ana, { ...request, prompt: 'a <img src=x onerror=alert(1)> cat' })
    expect([refused.status, refused.body.code]).toEqual([400, 5023])
    expect(refused.body.error).toMatch(/prompt/)
  })

  it('refuses customers without a licence and callers without a token (403/2000)', async () => {
    for (const bearer of [cleo, '']) {
      const refused = await generate(bearer, request)
      expect([refused.status, refused.body.code]).toEqual([403, 2000])
    }
    const counts = await call(accounts.url, 'GET', '/__sandbox/ai-proxy/generations')
    expect(counts.body).toEqual({ started: 0, completed: 0, aborted: 0 })
  })

  it('answers 503 while the provider is switched off, and works again once it is back', async () => {
    expect((await setProvider({ provider: 'openai', available: false })).body.providers).toEqual({
      openai: false,
      stability: true,
    })
    const down = await generate(ana, request)
    expect([down.status, down.body]).toEqual([503, { message: '503 Service Unavailable' }])
    expect((await generate(ana, { ...request, provider: 'stability' })).status).toBe(200)
    await setProvider({ available: true })
    expect((await generate(ana, request)).status).toBe(200)
  })

  it('validates the provider switch', async () => {
    expect((await setProvider({ provider: 'openai' })).body.code).toBe(2013)
    expect((await setProvider({ provider: 'nobody', available: false })).body.code).toBe(1004)
  })
})

describe('GET /api/v1/provider/{provider}/status', () => {
  const status = (bearer: string, provider = 'openai') =>
    call(accounts.url, 'GET', `/ai-proxy/api/v1/provider/${provider}/status`, { bearer })

  it('says who may generate and why not', async () => {
    const ok = await status(ana)
    expect(ok.status).toBe(200)
    expect(Object.keys(ok.body).sort()).toEqual(['created', 'eligibility', 'provider'])
    expect(ok.body).toMatchObject({ provider: 'openai', eligibility: { generate_images: true } })
    expect((await status(ben)).body.eligibility).toEqual({ generate_images: true })
    expect((await status(cleo)).body.eligibility).toEqual({ generate_images: false, reason: 'no_license' })
    await setProvider({ provider: 'openai', available: false })
    expect((await status(ana)).body.eligibility).toEqual({
      generate_images: false,
      reason: 'provider_unavailable',
    })
    expect((await status(ana, 'stability')).body.eligibility).toEqual({ generate_images: true })
  })

  it('refuses unknown providers (1004) and anonymous callers (2000)', async () => {
    expect((await status(ana, 'midjourney')).body.code).toBe(1004)
    expect((await status('')).body.code).toBe(2000)
  })

  it('follows the licence table when it exists: a deleted licence ends eligibility', async () => {
    const { db } = accounts.server
    const existed = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'licenses'").get()
    if (!existed) {
      db.exec(
        'CREATE TABLE licenses (id INTEGER PRIMARY KEY, user_id INTEGER, license_type_id INTEGER, deleted INTEGER NOT NULL DEFAULT 0)',
      )
      db.prepare('INSERT INTO licenses (user_id, license_type_id) VALUES (1001, 101)').run()
    }
    expect((await status(ana)).body.eligibility.generate_images).toBe(true)
    db.prepare('UPDATE licenses SET deleted = 1 WHERE user_id = 1001').run()
    expect((await status(ana)).body.eligibility).toEqual({ generate_images: false, reason: 'no_license' })
    expect((await generate(ana, request)).status).toBe(403)
  })
})
