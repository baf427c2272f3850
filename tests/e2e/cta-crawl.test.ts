/**
 * The call-to-action crawl (decision 188): every call to action (`data-cta`) on every page of the
 * sitemap ends at what it names, and nothing in a page's main content leaves the site except for the
 * configured store (and downloads from the content service's file CDN).
 */
import { describe, expect, inject, it } from 'vitest'
import { baseUrl, getSettled as get, pool, sitemapPaths } from './support/site.ts'

interface Cta {
  readonly page: string
  readonly kind: string
  readonly target: string
  readonly label: string
  readonly html: string
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? undefined
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** A page's main content offers a way to act: a call to action, a form or a download. */
const actionable = (main: string) => /\sdata-cta="|<form\b|\sdownload="/.test(main)

function ctasOf(page: string, html: string): Cta[] {
  const main = mainOf(html)
  return [...main.matchAll(/<(a|button)\b([^>]*\sdata-cta="([^"]+)"[^>]*)>([\s\S]*?)<\/\1>/g)].map((m) => {
    const tag = m[2] ?? ''
    const target = decode(attr(tag, 'href') ?? attr(tag, 'commandfor') ?? '')
    return { page, kind: m[3] ?? '', target, label: textOf(m[4] ?? ''), html: main }
  })
}

describe('call-to-action crawl over the sitemap', () => {
  it('ends every call to action at what it names, with no dead end and nothing off-site but the store', async () => {
    const site = new URL(baseUrl()).origin
    const { STORE_URL: store = '', SANITY_CDN_URL: cdn = '' } = inject('siteEnv')
    expect(store).toMatch(/^http/)
    const pages = await sitemapPaths()
    const ctas: Cta[] = []
    const offSite: string[] = []
    await pool(pages, 4, async (path) => {
      const { status, html } = await get(path)
      expect(status, path).toBe(200)
      ctas.push(...ctasOf(path, html))
      for (const m of mainOf(html).matchAll(/<a\b[^>]*\shref="(https?:[^"]+)"/g)) {
        const href = decode(m[1] ?? '')
        const ok =
          href.startsWith(`${store}/`) || href.startsWith(`${cdn}/files/`) || href.startsWith(`${site}/`)
        if (!ok) offSite.push(`${path}: ${href}`)
      }
    })

    const problems: string[] = []
    const seen = new Set<string>()
    const unique = ctas.filter((c) => {
      const key = c.kind === 'licence' ? `${c.page} ${c.target}` : `${c.kind} ${c.target}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    await pool(unique, 4, async (cta) => {
      const where = `${cta.page} “${cta.label}” (${cta.kind} → ${cta.target})`
      const fail = (why: string): void => {
        problems.push(`${where}: ${why}`)
      }
      switch (cta.kind) {
        case 'page': {
          const [path = '', anchor] = cta.target.split('#')
          if (!path.startsWith('/')) return fail('a page call to action leaves the site')
          const { status, html } = await get(path)
          if (status !== 200) return fail(`answers ${status}`)
          if (anchor && !html.includes(` id="${anchor}"`)) return fail(`has no section #${anchor}`)
          if (!actionable(mainOf(html))) return fail('dead end: the page offers no way to act')
          return
        }
        case 'checkout': {
          if (!cta.target.startsWith(`${store}/checkout?`))
            return fail('is not the configured store’s checkout')
          const query = new URL(cta.target).searchParams
          const response = await fetch(cta.target)
          const html = await response.text()
          if (response.status !== 200) return fail(`the store answers ${response.status}`)
          if (!html.includes(`data-checkout-product="${query.get('product')}"`))
            return fail('the store does not show the chosen product')
          const code = query.get('discount')
          if (code && !html.includes(`data-discount="${code}"`))
            return fail(`the store did not apply ${code}`)
          return
        }
        case 'trial': {
          const product = new URL(cta.target, site).searchParams.get('trial') ?? ''
          const { status, html } = await get(cta.target)
          if (status !== 200 || !html.includes('action="/api/sign-up/account"'))
            return fail('no sign-up form')
          if (!html.includes(`name="trial" value="${product}"`)) return fail('sign-up forgets the trial')
          return
        }
        case 'planChange': {
          const response = await fetch(new URL(cta.target, site), { redirect: 'manual' })
          await response.body?.cancel()
          const location = response.headers.get('location') ?? ''
          // Signed out: sign in, then back to the plan change with the plan chosen.
          if (response.status >= 400 || !location.startsWith('/auth/sign-in?return='))
            return fail(`answers ${response.status} ${location}`)
          if (!decodeURIComponent(location).includes(cta.target))
            return fail('sign-in does not come back to it')
          return
        }
        case 'download': {
          const response = await fetch(cta.target, { method: 'HEAD' })
          const disposition = response.headers.get('content-disposition') ?? ''
          if (response.status !== 200 || !disposition.startsWith('attachment'))
            return fail(`answers ${response.status} ${disposition}`)
          return
        }
        case 'licence': {
          const dialog = new RegExp(
            `<dialog\\b[^>]*\\sid="${cta.target.replace(/[^\w-]/g, '\\$&')}"[\\s\\S]*?</dialog>`,
          ).exec(cta.html)?.[0]
          if (!dialog) return fail('opens no dialog')
          if (!/data-cta="download"/.test(dialog)) return fail('the licence leads to no download')
          return
        }
        default:
          return fail('leaves the site for something other than the store')
      }
    })
    const kinds = new Map<string, number>()
    for (const c of ctas) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1)
    console.info(
      `[cta crawl] ${pages.length} pages, ${ctas.length} calls to action (${unique.length} distinct): ${[
        ...kinds,
      ]
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    )
    // Every kind of end is there to be checked: the crawl would notice one going missing.
    for (const kind of ['page', 'checkout', 'trial', 'planChange', 'download', 'licence'])
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(0)
    expect(offSite).toEqual([])
    expect(problems).toEqual([])
  }, 300_000)
})
