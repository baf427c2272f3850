import { describe, expect, it } from 'vitest'
import { assetsOnly, looksLikeFile } from './assetsOnly.ts'

describe('the static handler on asset paths only', () => {
  it('tells a file from a page by its last segment', () => {
    for (const path of ['/assets/framework-x.js', '/favicon.svg', '/builds/latest.json', '/a.b/c.css'])
      expect(looksLikeFile(path)).toBe(true)
    for (const path of ['/', '/studio', '/studio/downloads/mac', '/v1.2/notes', '/.hidden', '/studio/'])
      expect(looksLikeFile(path)).toBe(false)
  })

  it('hands pages straight to the app and files to the handler', async () => {
    const seen: string[] = []
    const wrapped = assetsOnly((request) => {
      seen.push(new URL(request.url).pathname)
      return new Response('file')
    })
    const next = () => new Response('page')
    const run = async (path: string) =>
      (await wrapped(new Request(`http://site${path}`) as never, next as never)) as Response
    expect(await (await run('/studio')).text()).toBe('page')
    expect(await (await run('/favicon.svg')).text()).toBe('file')
    expect(seen).toEqual(['/favicon.svg'])
  })
})
