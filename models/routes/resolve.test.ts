import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { enumerateRoutes } from './enumerate.ts'
import { isSlug, maxPathLength, pathOf, resolvePath } from './resolve.ts'
import {
  contentTypes,
  downloadProducts,
  featureProducts,
  fixedStudioTutorials,
  platforms,
  specRouteTable,
} from './table.ts'
import { downloadVersions, isKnownVersion } from './versions.ts'

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/)
const slugs = fc.array(slug, { minLength: 1, maxLength: 3 })

/** Characters that make paths interesting: separators, dots, percent signs, case, unicode. */
const segment = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    '%',
    '%2F',
    '%E0%A4%A',
    'studio',
    'Studio',
    'dj',
    'pro',
    'downloads',
    'tutorials',
    'sounds',
    'pricing',
    'win',
    'mac',
    'linux',
    '2.3.1',
    '9.9.9',
    '02.3.1',
    'hex-fx',
    'sample',
    'campaign',
    'music-production',
    'producer-suite',
    'free-trial',
    'ü',
    '🎛',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  slug,
)
const pathLike = fc.array(segment, { maxLength: 7 }).map((s) => `/${s.join('/')}`)

describe('resolvePath', () => {
  it('resolves every path of the table to its row', () => {
    fc.assert(
      fc.property(slugs, (generated) => {
        for (const entry of enumerateRoutes(() => generated)) {
          expect(resolvePath(entry.path), entry.path).toEqual(entry.resolved)
        }
      }),
      { numRuns: 20 },
    )
  })

  it('covers every content type, product, version and platform of spec §2', () => {
    const entries = enumerateRoutes(() => ['x'])
    expect(new Set(entries.map((e) => e.resolved.contentType))).toEqual(new Set(contentTypes))
    expect(resolvePath('/dj/pro')).toEqual({ contentType: 'features', product: 'dj/pro' })
    for (const product of downloadProducts)
      for (const version of downloadVersions[product])
        for (const platform of platforms)
          expect(resolvePath(`/${product}/downloads/${version}/${platform}`)).toEqual({
            contentType: 'downloads',
            product,
            version,
            platform,
          })
    for (const slug of fixedStudioTutorials)
      expect(resolvePath(`/studio/tutorials/${slug}`)).toEqual({
        contentType: 'tutorials',
        product: 'studio',
        slug,
      })
  })

  it('finds nothing for the exceptions of spec §2', () => {
    fc.assert(
      fc.property(slug, (s) => {
        expect(resolvePath('/hex-fx/tutorials')).toBeUndefined()
        expect(resolvePath(`/hex-fx/tutorials/${s}`)).toBeUndefined()
        expect(resolvePath('/sample/sounds')).toBeUndefined()
        expect(resolvePath(`/sample/sounds/${s}`)).toBeUndefined()
        expect(resolvePath(`/hex-fx/sounds/${s}`)).toBeUndefined()
        expect(resolvePath(`/dj/pro/${s === 'x' ? 'y' : s}/extra`)).toBeUndefined()
        expect(resolvePath(`/dj/${s === 'pro' ? 'x' : s}`)).toBeUndefined()
        expect(resolvePath('/dj')).toBeUndefined()
        expect(
          resolvePath(`/studio/downloads/2.3.1/${s === 'win' || s === 'mac' ? 'linux' : s}`),
        ).toBeUndefined()
      }),
    )
  })

  it('finds nothing for versions the spec does not list', () => {
    const part = fc.nat({ max: 20 })
    fc.assert(
      fc.property(
        fc.constantFrom(...downloadProducts),
        part,
        part,
        part,
        fc.constantFrom('', '/win', '/mac'),
        (p, a, b, c, suffix) => {
          const version = `${a}.${b}.${c}`
          const resolved = resolvePath(`/${p}/downloads/${version}${suffix}`)
          expect(resolved !== undefined).toBe(isKnownVersion(p, version))
        },
      ),
    )
  })

  it('resolves nothing but canonical table paths, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.string(), fc.string({ unit: 'binary' }), fc.webPath()), (path) => {
        const resolved = resolvePath(path)
        if (resolved === undefined) return
        // Whatever resolves is exactly the canonical path of its row, with valid placeholders.
        expect(pathOf(resolved)).toBe(path.split(/[?#]/, 1)[0])
        if (resolved.slug !== undefined) expect(isSlug(resolved.slug)).toBe(true)
        if (resolved.product !== undefined)
          expect((featureProducts as ReadonlyArray<string>).includes(resolved.product)).toBe(true)
      }),
      { numRuns: 5000 },
    )
  })

  it('refuses doubled slashes, dot segments, trailing slashes, case changes and very long paths', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...enumerateRoutes(() => ['a-b']).filter((e) => e.path !== '/')),
        (entry) => {
          const { path } = entry
          expect(resolvePath(`${path}/`)).toBeUndefined()
          expect(resolvePath(path.replace('/', '//'))).toBeUndefined()
          expect(resolvePath(`${path}/..`)).toBeUndefined()
          expect(resolvePath(`/./${path.slice(1)}`)).toBeUndefined()
          expect(resolvePath(path.toUpperCase())).toBeUndefined()
          expect(resolvePath(path.replace(/-/, '%2D'))).toSatisfy(
            (r) => !path.includes('-') || r === undefined,
          )
        },
      ),
    )
    expect(resolvePath(`/campaign/${'a'.repeat(maxPathLength)}`)).toBeUndefined()
    expect(resolvePath('/'.repeat(100_000))).toBeUndefined()
    expect(resolvePath('')).toBeUndefined()
    expect(resolvePath('studio')).toBeUndefined()
  })

  it('adds the site’s own pages without changing any path of spec §2 (decision 180)', () => {
    expect(resolvePath('/search')).toEqual({ contentType: 'search' })
    expect(resolvePath('/legal/privacy')).toEqual({ contentType: 'legal', slug: 'privacy' })
    expect(resolvePath('/legal')).toBeUndefined()
    expect(resolvePath('/search/x')).toBeUndefined()
    // Every spec path resolves to the row it resolved to with the spec's table alone.
    const specTypes = new Set(specRouteTable.map((r) => r.contentType))
    for (const entry of enumerateRoutes(() => ['x', 'how-to-make-a-remix']))
      if (specTypes.has(entry.resolved.contentType) && !entry.path.startsWith('/legal/'))
        expect(
          entry.resolved.contentType === 'search' || entry.resolved.contentType === 'legal',
          entry.path,
        ).toBe(false)
    for (const product of featureProducts) {
      expect(resolvePath(`/${product}/search`)).toBeUndefined()
      expect(resolvePath(`/${product}/legal/x`)).toBeUndefined()
    }
  })

  it('ignores the query string and fragment', () => {
    expect(resolvePath('/studio?preview=true&x=%')).toEqual({ contentType: 'features', product: 'studio' })
    expect(resolvePath('/careers#open-roles')).toEqual({ contentType: 'careers' })
  })
})
