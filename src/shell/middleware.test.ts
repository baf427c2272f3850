import { describe, expect, it } from 'vitest'
import { middlewareNames, routeMeta } from '../../models/routes/meta.ts'
import { contentTypes } from '../../models/routes/table.ts'
import { assertKnownMiddleware, middlewareRegistry, runMiddleware } from './middleware.ts'

describe('route middleware', () => {
  it('knows every name the route meta uses', () => {
    expect(() => assertKnownMiddleware(middlewareNames(contentTypes))).not.toThrow()
  })

  it('fails with every unknown name listed', () => {
    expect(() => assertKnownMiddleware(['strictQuery', 'noSuch', 'other'])).toThrow(
      /Unknown route middleware: noSuch, other/,
    )
  })

  it('strictQuery refuses undecodable or huge query strings with Page Not Found: {path}', () => {
    const ctx = { path: '/studio', resolved: { contentType: 'features' as const, product: 'studio' } }
    expect(() => runMiddleware(['strictQuery'], { ...ctx, search: 'a=%E0%A4%A' })).toThrow()
    try {
      middlewareRegistry.strictQuery?.({ ...ctx, search: 'x'.repeat(5000) })
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({ data: { message: 'Page Not Found: /studio', path: '/studio' } })
    }
    expect(() => runMiddleware(['strictQuery'], { ...ctx, search: 'preview=true&q=caf%C3%A9' })).not.toThrow()
  })

  it('gives every content type a default layout', () => {
    for (const t of contentTypes) expect(routeMeta(t).layout).toBe('default')
  })
})
