import type { ListenEvent, MutationEvent } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorToken, type Harness, startHarness } from './testing.ts'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness({ keepAliveMs: 50 })
})
afterAll(() => harness.close())

type Event = ListenEvent<Record<string, unknown>>

/** Subscribes to a listen observable and keeps every event it delivers. */
function collect(observable: { subscribe(next: (event: Event) => void): { unsubscribe(): void } }) {
  const events: Event[] = []
  const subscription = observable.subscribe((event) => events.push(event))
  const waitFor = async (predicate: (events: Event[]) => boolean) => {
    while (!predicate(events)) await new Promise((ok) => setTimeout(ok, 10))
  }
  const mutations = () => events.filter((event): event is MutationEvent => event.type === 'mutation')
  const welcomed = () => waitFor((all) => all.some((event) => event.type === 'welcome'))
  return { events, subscription, waitFor, mutations, welcomed }
}

describe('listen with @sanity/client', () => {
  it('delivers appear, update and disappear for documents matching the query only', async () => {
    const listener = collect(
      harness
        .client()
        .listen(
          '*[_type == "news" && channel == $channel]',
          { channel: 'a' },
          { events: ['welcome', 'mutation'] },
        ),
    )
    await listener.welcomed()
    const editor = harness.client(editorToken)
    await editor.create({ _id: 'other', _type: 'news', channel: 'b' })
    await editor.create({ _id: 'n1', _type: 'news', channel: 'a', title: 'one' })
    await editor.patch('n1').set({ title: 'two' }).commit()
    await editor.patch('n1').set({ channel: 'b' }).commit()
    await listener.waitFor(() => listener.mutations().length >= 3)
    listener.subscription.unsubscribe()
    const mutations = listener.mutations()
    expect(mutations.map((event) => [event.documentId, event.transition])).toEqual([
      ['n1', 'appear'],
      ['n1', 'update'],
      ['n1', 'disappear'],
    ])
    expect(mutations[1]?.result).toMatchObject({ title: 'two' })
    expect(mutations[1]?.previousRev).toBe(mutations[0]?.resultRev)
  })

  it('shows draft mutations to the editor token only', async () => {
    const events: Array<'welcome' | 'mutation'> = ['welcome', 'mutation']
    const anonymous = collect(harness.client().listen('*[_type == "memo"]', {}, { events }))
    const editorListener = collect(harness.client(editorToken).listen('*[_type == "memo"]', {}, { events }))
    await Promise.all([anonymous.welcomed(), editorListener.welcomed()])
    const editor = harness.client(editorToken)
    await editor.create({ _id: 'drafts.m1', _type: 'memo' })
    await editor.create({ _id: 'm2', _type: 'memo' })
    await editorListener.waitFor(() => editorListener.mutations().length >= 2)
    await anonymous.waitFor(() => anonymous.mutations().length >= 1)
    anonymous.subscription.unsubscribe()
    editorListener.subscription.unsubscribe()
    expect(editorListener.mutations().map((event) => event.documentId)).toEqual(['drafts.m1', 'm2'])
    expect(anonymous.mutations().map((event) => event.documentId)).toEqual(['m2'])
  })

  it("hears every selection of an object query (a page's own query), joins in projections aside", async () => {
    const query = `{
      "page": *[_type == "leaflet" && slug == $slug] | order(_updatedAt desc)[0]{..., "ref": *[_type == "ignored"][0]},
      "extras": [*[_type == "stamp"] | order(_id asc)[0]],
      "count": count(*[_type == "nothing"])
    }`
    const listener = collect(
      harness.client().listen(query, { slug: 'a' }, { events: ['welcome', 'mutation'] }),
    )
    await listener.welcomed()
    const editor = harness.client(editorToken)
    await editor.create({ _id: 'l-b', _type: 'leaflet', slug: 'b' })
    await editor.create({ _id: 'ignored-1', _type: 'ignored' })
    await editor.create({ _id: 'nothing-1', _type: 'nothing' })
    await editor.create({ _id: 'l-a', _type: 'leaflet', slug: 'a' })
    await editor.create({ _id: 's1', _type: 'stamp' })
    await listener.waitFor(() => listener.mutations().length >= 2)
    listener.subscription.unsubscribe()
    expect(listener.mutations().map((event) => event.documentId)).toEqual(['l-a', 's1'])
    const none = await fetch(
      `${harness.sandbox.url}/v2021-10-21/data/listen/production?query=${encodeURIComponent('{"n": count(*)}')}`,
    )
    expect(none.status).toBe(400)
  })

  it('lets the client refuse a listen URL over 14,800 characters with "Query too large for listener"', async () => {
    const padding = Array.from({ length: 800 }, (_, i) => `_id != "x-${i}"`).join(' && ')
    const failed = new Promise((ok) => harness.client().listen(`*[${padding}]`).subscribe({ error: ok }))
    expect(await failed).toMatchObject({ message: 'Query too large for listener' })
  })

  it('streams in Sanity SSE format with keep-alive comments and rejects a bad listen query with a 400', async () => {
    const response = await fetch(
      `${harness.sandbox.url}/v2021-10-21/data/listen/production?query=*%5B_type%3D%3D%22x%22%5D`,
    )
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const reader = response.body!.getReader()
    let text = ''
    while (!text.includes(': keep-alive')) text += new TextDecoder().decode((await reader.read()).value)
    await reader.cancel()
    expect(text).toMatch(/^event: welcome\ndata: \{"listenerName":"[^"]+"\}\n\n/)
    const bad = await fetch(`${harness.sandbox.url}/v2021-10-21/data/listen/production?query=count(*)`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { type: 'httpBadRequest' } })
  })

  it('asks listeners to reconnect when the server shuts down', async () => {
    const own = await startHarness()
    const response = await fetch(`${own.sandbox.url}/v2021-10-21/data/listen/production?query=*`)
    const reader = response.body!.getReader()
    let text = new TextDecoder().decode((await reader.read()).value)
    const closing = own.close()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += new TextDecoder().decode(chunk.value)
    }
    await closing
    expect(text).toMatch(/event: reconnect\ndata: \{"reason":"[^"]+"\}\n\n$/)
  })
})
