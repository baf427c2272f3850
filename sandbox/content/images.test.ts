import { createImageUrlBuilder } from '@sanity/image-url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorToken, fileAssetId, type Harness, imageAssetId, startHarness } from './testing.ts'

let harness: Harness
let builder: ReturnType<typeof createImageUrlBuilder>
beforeAll(async () => {
  harness = await startHarness()
  builder = createImageUrlBuilder({
    projectId: 'pulsewave',
    dataset: 'production',
    baseUrl: harness.sandbox.url,
  })
})
afterAll(() => harness.close())

async function image(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  expect(response.status).toBe(200)
  const body = Buffer.from(await response.arrayBuffer())
  return { response, meta: await sharp(body).metadata() }
}

const source = {
  asset: { _ref: imageAssetId },
  crop: { left: 0.1, top: 0.1, right: 0.1, bottom: 0.2 },
  hotspot: { x: 0.3, y: 0.4, width: 0.2, height: 0.2 },
}

describe('image CDN', () => {
  it('resizes and converts to the requested size and format', async () => {
    const { response, meta } = await image(builder.image(source).width(200).height(100).format('webp').url())
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 100])
  })

  it('serves a repeated variant from its cache, byte for byte', async () => {
    const url = `${builder.image(imageAssetId).url()}?w=123&fm=png`
    const first = await fetch(url)
    const second = await fetch(url)
    expect([first.headers.get('x-sandbox-cache'), second.headers.get('x-sandbox-cache')]).toEqual([
      'miss',
      'hit',
    ])
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
  })

  it('applies the rect that image-url derives from crop and hotspot', async () => {
    const url = builder.image(source).width(100).url()
    expect(url).toContain('rect=40,30,320,210')
    const { meta } = await image(url)
    expect([meta.width, meta.height]).toEqual([100, Math.round((100 * 210) / 320)])
  })

  it('honours dpr, fit=clip, fit=crop with a focal point, quality and jpg', async () => {
    const clip = await image(`${builder.image(imageAssetId).url()}?w=100&h=100&fit=clip`)
    expect([clip.meta.width, clip.meta.height]).toEqual([100, 75])
    const focal = await image(
      builder
        .image(imageAssetId)
        .width(50)
        .height(50)
        .fit('crop')
        .crop('focalpoint')
        .focalPoint(0.9, 0.1)
        .dpr(2)
        .format('jpg')
        .quality(40)
        .url(),
    )
    expect([focal.meta.format, focal.meta.width, focal.meta.height]).toEqual(['jpeg', 100, 100])
  })

  it('serves webp for auto=format when the browser accepts it', async () => {
    const url = builder.image(imageAssetId).width(40).auto('format').url()
    const { meta, response } = await image(url, { Accept: 'image/avif,image/webp,*/*' })
    expect(meta.format).toBe('webp')
    expect(response.headers.get('vary')).toBe('Accept')
  })

  it('accepts fractional sizes and quality by rounding them', async () => {
    const { meta } = await image(`${builder.image(imageAssetId).url()}?w=100.4&q=55.5&fm=jpg`)
    expect(meta.width).toBe(100)
  })

  it('answers a missing image with a 404 and bad parameters with a 400, in Sanity shape', async () => {
    const missing = await fetch(`${harness.sandbox.url}/images/pulsewave/production/ffffffff-10x10.png`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: { type: 'httpNotFound' } })
    for (const query of ['w=0', 'w=abc', 'fm=bmp', 'fit=stretch', 'rect=1,2,3', 'q=101', 'w=5000&dpr=3']) {
      const bad = await fetch(`${builder.image(imageAssetId).url()}?${query}`)
      expect(bad.status, query).toBe(400)
      expect(await bad.json()).toMatchObject({ error: { description: expect.any(String) } })
    }
  })
})

describe('file CDN', () => {
  const fileUrl = () => `${harness.sandbox.url}/files/pulsewave/production/${fileAssetId.slice(5, -4)}.mp3`

  it('serves a file with its content type and byte ranges', async () => {
    const whole = await fetch(fileUrl())
    expect(whole.headers.get('content-type')).toBe('audio/mpeg')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const all = Buffer.from(await whole.arrayBuffer())
    const part = await fetch(fileUrl(), { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${all.length}`)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(all.subarray(100, 200))
    const unsatisfiable = await fetch(fileUrl(), { headers: { Range: `bytes=${all.length + 5}-` } })
    expect(unsatisfiable.status).toBe(416)
  })
})

describe('asset upload with @sanity/client', () => {
  it('stores an uploaded image with its dimensions and serves it from the CDN path', async () => {
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
    const asset = await harness.client(editorToken).assets.upload('image', png, { filename: 'red.png' })
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-64x32-png$/)
    expect(asset.metadata.dimensions).toMatchObject({ width: 64, height: 32 })
    const { meta } = await image(`${builder.image(asset._id).width(16).url()}`)
    expect(meta.width).toBe(16)
    const again = await harness.client(editorToken).assets.upload('image', png)
    expect(again._id).toBe(asset._id)
  })

  it('stores an uploaded file, and refuses uploads without the token or of a non-image as image', async () => {
    const file = await harness
      .client(editorToken)
      .assets.upload('file', Buffer.from('hello'), { filename: 'notes.txt', contentType: 'text/plain' })
    expect(file._id).toMatch(/^file-[0-9a-f]{40}-txt$/)
    expect(await (await fetch(file.url)).text()).toBe('hello')
    await expect(harness.client().assets.upload('file', Buffer.from('x'))).rejects.toMatchObject({
      statusCode: 401,
    })
    await expect(
      harness.client(editorToken).assets.upload('image', Buffer.from('not an image')),
    ).rejects.toMatchObject({
      statusCode: 400,
    })
  })
})
