import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { ServiceUnavailable } from '../../../services/accounts/http/errors.ts'
import { cookieNames } from '../../identity/cookies.ts'
import { request, site, testPlatform } from '../../identity/testing.ts'
import { runRead } from '../registry.server.ts'
import { generateResponse } from './artwork.server.ts'

const session = { [cookieNames.access]: 'at-1', [cookieNames.refresh]: 'rt-1' }
const generate = (body: string, signal?: AbortSignal) =>
  request('/api/account/artwork/generate', {
    method: 'POST',
    cookies: session,
    headers: {
      origin: site,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body,
    signal,
  })

describe('artwork on the server', () => {
  it('reads eligibility with its reason', async () => {
    const platform = testPlatform({
      AiProxy: {
        getProviderStatus: (provider) =>
          Effect.succeed({ provider, eligibility: { generate_images: false, reason: 'no_license' } }),
      },
    })
    const { value } = await runRead(
      platform,
      request('/account/artwork', { cookies: session }),
      'artwork',
      undefined,
    )
    expect(value).toEqual({
      status: 'signedIn',
      ok: true,
      value: { provider: 'openai', eligible: false, reason: 'no_license' },
    })
  })

  it('answers the image as a data URL the browser can download with its name', async () => {
    const asked: unknown[] = []
    const platform = testPlatform({
      AiProxy: {
        generateImage: (input) =>
          Effect.sync(() => {
            asked.push(input)
            return { created: 1700000000, b64_image: 'iVBORw0KGgo=' }
          }),
      },
    })
    const response = await generateResponse(platform, generate('prompt=a+fox&resolution=512x512'))
    await expect(response.json()).resolves.toEqual({
      ok: true,
      value: { src: 'data:image/png;base64,iVBORw0KGgo=', fileName: 'artwork-1700000000.png' },
    })
    expect(asked).toEqual([
      { prompt: 'a fox', resolution: '512x512', provider: 'openai', responseFormat: 'b64_json' },
    ])
  })

  it.each([
    ['prompt=', 2013],
    ['prompt=%3Cb%3Eloud%3C%2Fb%3E', 5023],
    ['prompt=a+fox&resolution=9x9', 2012],
  ])('refuses %s with %i before any call', async (body, code) => {
    const response = await generateResponse(testPlatform(), generate(body))
    expect(response.status).toBe(400)
    await expect(response.json()).resolves.toEqual({
      ok: false,
      failure: { _tag: 'ApiError', status: 400, code },
    })
  })

  it('passes a provider outage on as a typed failure', async () => {
    const down = new ServiceUnavailable({
      service: 'ai-proxy',
      method: 'POST',
      path: '/x',
      status: 503,
      code: undefined,
      message: '503',
    })
    const platform = testPlatform({ AiProxy: { generateImage: () => Effect.fail(down) } })
    const response = await generateResponse(platform, generate('prompt=a+fox'))
    await expect(response.json()).resolves.toEqual({
      ok: false,
      failure: { _tag: 'ServiceUnavailable', status: 503 },
    })
  })

  it('interrupts the generation when the browser aborts its request', async () => {
    let interrupted = false
    const platform = testPlatform({
      AiProxy: {
        generateImage: () =>
          Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (interrupted = true)))),
      },
    })
    const browser = new AbortController()
    const answer = generateResponse(platform, generate('prompt=a+fox', browser.signal))
    setTimeout(() => browser.abort(), 20)
    const response = await answer
    expect(interrupted).toBe(true)
    await expect(response.json()).resolves.toMatchObject({ ok: false, failure: { _tag: 'NetworkError' } })
  })
})
