import type { LiveEvent } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorToken, type Harness, startHarness } from './testing.ts'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness.close())

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((ok) => setTimeout(ok, 10))
}

async function tagsOf(query: string, params: Record<string, unknown> = {}): Promise<string[]> {
  const answer = await harness.client().fetch(query, params, { filterResponse: false })
  return answer.syncTags ?? []
}

describe('Live Content API with @sanity/client', () => {
  it('names, in a message event, exactly the queries whose answer a publish changed', async () => {
    const [home] = await tagsOf('*[_id == $id][0]{title}', { id: 'home' })
    const [studio] = await tagsOf('*[_id == $id][0]{title}', { id: 'studio-features' })
    expect(home).toMatch(/^s1:/)
    expect(studio).not.toBe(home)
    const events: LiveEvent[] = []
    const subscription = harness
      .client()
      .live.events()
      .subscribe((event) => events.push(event))
    await until(() => events.some((event) => event.type === 'welcome'))
    await harness.client(editorToken).patch('home').set({ title: 'Welcome back' }).commit()
    await until(() => events.some((event) => event.type === 'message'))
    subscription.unsubscribe()
    const message = events.find((event) => event.type === 'message')
    expect(message).toMatchObject({ type: 'message', tags: [home] })
    expect(message?.type === 'message' && message.id).toBeTruthy()
  })

  it('tells a client resuming from an unknown position to restart', async () => {
    const url = `${harness.sandbox.url}/v2021-10-21/data/live/events/production`
    const controller = new AbortController()
    const response = await fetch(url, {
      headers: { 'last-event-id': 'another-run-7' },
      signal: controller.signal,
    })
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes('event: welcome')) text += decoder.decode((await reader.read()).value)
    controller.abort()
    expect(text.indexOf('event: restart')).toBeGreaterThan(-1)
    expect(text.indexOf('event: restart')).toBeLessThan(text.indexOf('event: welcome'))
  })
})
