import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorToken, type Harness, startHarness } from './testing.ts'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness.close())

describe('query endpoint with @sanity/client', () => {
  it('answers a GROQ query with params', async () => {
    const result = await harness
      .client()
      .fetch<{ title: string }[]>('*[_type == "page" && contentType == $type]{title}', { type: 'home' })
    expect(result).toEqual([{ title: 'Welcome' }])
  })

  it('POSTs a query longer than 11,264 characters and still answers it', async () => {
    const fillers = Array.from({ length: 1000 }, (_, i) => `"filler-${i}"`).join(', ')
    const query = `*[_type == "page" && contentType == $type && !(_id in [${fillers}])]{title}`
    expect(query.length).toBeGreaterThan(11_264)
    const methods: string[] = []
    const record = (req: { method?: string }) => methods.push(req.method ?? '')
    harness.sandbox.server.on('request', record)
    const long = await harness.client().fetch(query, { type: 'features' })
    harness.sandbox.server.off('request', record)
    expect(long).toEqual([{ title: 'Studio' }])
    expect(methods).toEqual(['POST'])
  })

  it('returns the raw envelope {query, result, ms} with filterResponse false', async () => {
    const response = await harness.client().fetch('count(*[_type == "page"])', {}, { filterResponse: false })
    expect(response.result).toBe(2)
    expect(typeof response.ms).toBe('number')
  })

  it('hides drafts from anonymous reads whatever the perspective', async () => {
    const anonymous = harness.client()
    expect(await anonymous.fetch('*[_id in path("drafts.**")]._id')).toEqual([])
    expect(await anonymous.fetch('*[_type == "page"]._id', {}, { perspective: 'raw' })).toEqual(
      expect.not.arrayContaining(['drafts.home']),
    )
  })

  it('shows drafts to the editor token, and overlays them with previewDrafts', async () => {
    const editor = harness.client(editorToken)
    const raw: string[] = await editor.fetch('*[_type == "page"]._id | order(@)')
    expect(raw).toEqual(['drafts.home', 'drafts.unpublished', 'home', 'studio-features'])
    const published: string[] = await editor.fetch('*[_type == "page"]._id', {}, { perspective: 'published' })
    expect(published.sort()).toEqual(['home', 'studio-features'])
    const preview = await editor.fetch(
      '*[_id == "home"][0]{title, _originalId}',
      {},
      { perspective: 'drafts' },
    )
    expect(preview).toEqual({ title: 'Welcome (draft)', _originalId: 'drafts.home' })
  })

  it('lists datasets and projects, and knows the editor as the current user', async () => {
    expect(await harness.client().datasets.list()).toEqual([{ name: 'production', aclMode: 'public' }])
    expect((await harness.client().projects.list()).map((project) => project.id)).toEqual(['pulsewave'])
    expect(await harness.client(editorToken).users.getById('me')).toMatchObject({ id: 'sandbox-editor' })
    expect(await harness.client().users.getById('me')).toEqual({})
  })
})
