import { expect, it } from 'vitest'
import { memoryShared } from '../scale/shared.ts'
import { makeEntry } from './entry.ts'
import { cacheLimitsFromEnv, entryStore } from './store.ts'

const nonce = 'NONCENONCENONCENONCENO=='
const entry = (status: number, tag: string, kilobytes = 4) =>
  makeEntry({
    url: 'http://site/x',
    status,
    headers: [['content-type', 'text/html']],
    body: Buffer.from(`<script nonce="${nonce}"></script>${'x'.repeat(kilobytes * 1024)}`),
    nonce,
    tags: [tag],
    readAt: Date.now(),
  })

it('keeps not-found answers apart, so a flood of made-up addresses leaves the pages alone', async () => {
  const store = entryStore(memoryShared(), { maxBytes: 400 * 1024, sharedMaxBytes: 1 << 20 })
  for (let i = 0; i < 20; i++) await store.put(`page-${i}`, entry(200, `page-${i}`))
  for (let i = 0; i < 200; i++) await store.put(`missing-${i}`, entry(404, 'missing'))
  const sizes = await store.sizes()
  const pages = sizes.find((s) => s.layer === 'html pages')
  const missing = sizes.find((s) => s.layer === 'html not found')
  expect(pages?.entries).toBe(20)
  expect(missing?.bytes).toBeLessThanOrEqual(missing?.maxBytes ?? 0)
  expect(missing?.entries).toBeLessThan(200)
  expect(store.local('page-0')).toBeDefined()
  expect(store.local('missing-0')).toBeUndefined()
  expect(store.local('missing-199')).toBeDefined()
})

it('drops the least recently used page past its bytes, and forgets its tags', async () => {
  const store = entryStore(memoryShared(), { maxBytes: 64 * 1024, sharedMaxBytes: 1 << 20 })
  for (let i = 0; i < 40; i++) {
    await store.put(`page-${i}`, entry(200, `tag-${i}`))
    store.local('page-0') // the first page stays in use
  }
  const pages = (await store.sizes()).find((s) => s.layer === 'html pages')
  expect(pages?.bytes).toBeLessThanOrEqual(48 * 1024)
  expect(store.local('page-0')).toBeDefined()
  expect(store.local('page-1')).toBeUndefined()
  expect(store.keysTagged(['tag-1', 'tag-0', 'tag-39'])).toEqual(['page-0', 'page-39'])
})

it('reads its bounds in megabytes from the configuration, and refuses one that is not a size', () => {
  expect(cacheLimitsFromEnv({})).toEqual({ maxBytes: 64 * 2 ** 20, sharedMaxBytes: 256 * 2 ** 20 })
  expect(cacheLimitsFromEnv({ HTML_CACHE_MAX_MB: '8', HTML_CACHE_SHARED_MAX_MB: '32' })).toEqual({
    maxBytes: 8 * 2 ** 20,
    sharedMaxBytes: 32 * 2 ** 20,
  })
  expect(() => cacheLimitsFromEnv({ HTML_CACHE_SHARED_MAX_MB: 'lots' })).toThrow(
    /HTML_CACHE_SHARED_MAX_MB "lots"/,
  )
})
