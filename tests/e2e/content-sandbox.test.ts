import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createClient } from '@sanity/client'
import { describe, expect, inject, it } from 'vitest'
import { usePage } from './support/browser.ts'

const siteEnv = inject('siteEnv')
const contentUrl = inject('sandboxUrls').content ?? ''
const seedFile = resolve(import.meta.dirname, '../../sandbox/content/seed/production.ndjson')

/** The ids the seed holds, read from the NDJSON itself. */
const seedIds = (): string[] =>
  existsSync(seedFile)
    ? readFileSync(seedFile, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => (JSON.parse(line) as { _id: string })._id)
        .sort()
    : []

/** A client built only from the environment the stack gave the site, as the content service builds it. */
const siteClient = (token?: string) =>
  createClient({
    apiHost: siteEnv.SANITY_API_HOST,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2021-10-21',
    projectId: siteEnv.SANITY_PROJECT_ID,
    dataset: siteEnv.SANITY_DATASET,
    token,
  })

describe('content stand-in in the running stack', () => {
  const handle = usePage()

  it('is what the site is pointed at, and serves the seed documents to @sanity/client', async () => {
    expect(siteEnv.SANITY_API_HOST).toBe(contentUrl)
    expect(siteEnv.SANITY_CDN_URL).toBe(contentUrl)
    const all: string[] = await siteClient(siteEnv.SANITY_READ_TOKEN).fetch('*._id | order(@)')
    expect(all).toEqual(seedIds())
    const published: string[] = await siteClient().fetch('*._id | order(@)')
    expect(published).toEqual(seedIds().filter((id) => !id.includes('.')))
  })

  it('answers a browser on the site origin across CORS, with credentials', async () => {
    // A document of the site without its CSP: every answer of the site carries one (pages: connect-src
    // is the site only; text and JSON: default-src 'none'), and the question here is only the stand-in's
    // CORS answer to the site's origin, as Sanity's own would give it. The browser gets the site's real
    // /robots.txt with that one header taken off. Chromium then counts the document as public (it came
    // from the test, not a socket) and asks before it reaches a loopback address; Sanity's real API is
    // public, so the test grants what a visitor would never be asked for.
    await handle.context.grantPermissions(['local-network-access'])
    await handle.context.route('**/robots.txt', async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      await route.fulfill({ response, headers })
    })
    await handle.page.goto('/robots.txt')
    const answer = await handle.page.evaluate(async (url) => {
      const response = await fetch(`${url}/v2021-10-21/data/query/production?query=count(*)`, {
        credentials: 'include',
      })
      return { status: response.status, body: await response.json() }
    }, contentUrl)
    expect(answer).toMatchObject({ status: 200, body: { result: expect.any(Number) } })
    expect(handle.errors).toEqual([])
  })
})
