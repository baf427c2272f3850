import { expect, it } from 'vitest'
import { rootPreloadsOnly, routeChunksFile } from './rootPreloadsOnly.ts'

type Transform = (code: string, id: string) => string | undefined
type GenerateBundle = (this: { emitFile: (file: unknown) => void }) => Promise<void>
const transform = rootPreloadsOnly().transform as unknown as Transform
const manifestId = '\0tanstack-start-manifest:v'

/** The module as TanStack Start's manifest plugin writes it: one exported function returning the manifest. */
const generated = `export const tsrStartManifest = () => (${JSON.stringify({
  routes: {
    __root__: { preloads: ['/assets/index-a.js', '/assets/preload-helper-b.js'], scripts: [{ attrs: {} }] },
    '/account': {
      preloads: ['/assets/account-kit-c.js', '/assets/framework-d.js'],
      css: ['/assets/app.css'],
    },
    '/account/artwork': { preloads: ['/assets/artwork-e.js'] },
  },
})})`

async function load(code: string) {
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  return module.tsrStartManifest()
}

it("keeps the root route's preloads and drops every other route's, keeping the rest of each route", async () => {
  const out = transform(generated, manifestId)
  expect(out).toBeTypeOf('string')
  const manifest = await load(out as string)
  expect(manifest.routes.__root__.preloads).toEqual(['/assets/index-a.js', '/assets/preload-helper-b.js'])
  expect(manifest.routes['/account']).toEqual({ css: ['/assets/app.css'] })
  expect(manifest.routes['/account/artwork']).toEqual({})
  // each call is a fresh manifest, as the generated module's own
  expect(await load(out as string)).not.toBe(manifest)
})

it('leaves every other module alone', () => {
  expect(transform(generated, '/work/src/router.tsx')).toBeUndefined()
})

it('fails the build when the generated module no longer has the shape it rewrites', () => {
  expect(() => transform('export default {}', manifestId)).toThrow(/no longer has/)
})

it("writes every route's chunks beside the server build, as they were before the rewrite", async () => {
  const plugin = rootPreloadsOnly()
  ;(plugin.transform as unknown as Transform)(generated, manifestId)
  const emitted: Array<{ fileName: string; source: string }> = []
  await (plugin.generateBundle as unknown as GenerateBundle).call({
    emitFile: (file) => emitted.push(file as { fileName: string; source: string }),
  })
  expect(emitted.map((file) => file.fileName)).toEqual([routeChunksFile])
  expect(JSON.parse(emitted[0]?.source ?? '')).toEqual({
    __root__: ['/assets/index-a.js', '/assets/preload-helper-b.js'],
    '/account': ['/assets/account-kit-c.js', '/assets/framework-d.js'],
    '/account/artwork': ['/assets/artwork-e.js'],
  })
})
