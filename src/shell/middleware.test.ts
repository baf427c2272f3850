import { describe, expect, it } from 'vitest'
import { middlewareNames, routeMeta } from '../../models/routes/meta.ts'
import { contentTypes } from '../../models/routes/table.ts'
import { assertKnownMiddleware, middlewareRegistry, requestedPath, runMiddleware } from './middleware.ts'

describe('route middleware', () => {
  it('knows every name the route meta uses', () => {
    expect(() => assertKnownMiddleware(middlewareNames(contentTypes))).not.toThrow()
  })

  it('fails with every unknown name listed', () => {
    expect(() => assertKnownMiddleware(['strictQuery', 'noSuch', 'other'])).toThrow(
      /Unknown route middleware: noSuch, other/,
    )
  })

  it('strictQuery refuses undecodable or huge query strings with Page Not Found: {full path}', () => {
    const ctx = { path: '/studio', resolved: { contentType: 'features' as const, product: 'studio' } }
    const failure = (search: string) => {
      try {
        middlewareRegistry.strictQuery?.({ ...ctx, search })
      } catch (error) {
        return (error as { data: { message: string; path: string } }).data
      }
      return undefined
    }
    expect(failure('a=%E0%A4%A')).toEqual({ message: 'Page Not Found: /studio?a=%E0%A4%A', path: '/studio' })
    // Past the limit the query is echoed only up to it.
    const huge = `q=${'x'.repeat(5000)}`
    expect(failure(huge)?.message).toBe(`Page Not Found: /studio?${huge.slice(0, 2048)}…`)
    expect(() => runMiddleware(['strictQuery'], { ...ctx, search: 'preview=true&q=caf%C3%A9' })).not.toThrow()
  })

  it('names the path as requested, with its query when there is one', () => {
    expect(requestedPath('/no/such/page', 'x=1')).toBe('/no/such/page?x=1')
    expect(requestedPath('/studio', '')).toBe('/studio')
  })

  it('gives every content type a default layout', () => {
    for (const t of contentTypes) expect(routeMeta(t).layout).toBe('default')
  })
})
