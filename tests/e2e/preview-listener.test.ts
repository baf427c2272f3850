/**
 * The browser's preview machine tells the listener's typed failures apart (decision 131): the listen
 * endpoint is answered by the test with each `listenerError` in turn, and the preview bar shows what
 * the machine made of it.
 */
import { describe, expect, it } from 'vitest'
import {
  ListenerChannelError,
  ListenerQueryTooLarge,
  listenerErrorBlock,
} from '../../models/previewListener.ts'
import { usePage } from './support/browser.ts'

const secret = 'e2e-preview-secret' // tests/e2e/support/env.ts
/** A busy machine may take a while; the condition is what is waited on. */
const wait = { timeout: 20_000 }

describe('preview listener failures in the browser', () => {
  const handle = usePage()
  const status = () => handle.page.locator('.preview-bar__status').getAttribute('data-status')

  it('stops live updates on a channel error or a query too large, and says why; a retry listens again', async () => {
    const { page: tab, context } = handle
    const answers = [
      listenerErrorBlock(new ListenerChannelError('Query is not listenable')),
      listenerErrorBlock(new ListenerQueryTooLarge()),
    ]
    let listens = 0
    await context.route('**/api/preview/listen**', (route) => {
      const body = answers[listens++] ?? 'event: welcome\ndata: {}\n\n'
      return route.fulfill({ contentType: 'text/event-stream', body })
    })
    await tab.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    const text = tab.locator('.preview-bar__status')
    await expect.poll(status, wait).toBe('halted')
    await expect(text.textContent()).resolves.toBe('Live updates stopped: Query is not listenable')
    await tab.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => listens, wait).toBe(2)
    await expect
      .poll(() => text.textContent(), wait)
      .toBe('Live updates stopped: Query too large for listener')
    expect(await status()).toBe('halted')
    // A dropped connection is something else: the machine reconnects by itself.
    await tab.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => listens, wait).toBeGreaterThanOrEqual(4)
    expect(handle.errors).toEqual([])
  })
})
