import { Effect } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'
import { contentServiceTestLayer, getDownloads, getPage } from './ContentService.ts'
import { ContentNotFound } from './errors.ts'
import { runContent, setContentLayer } from './run.server.ts'
import { memoryContentService } from './testing.ts'

afterAll(() => setContentLayer(contentServiceTestLayer({})))

describe('runContent', () => {
  it('resolves with the value', async () => {
    setContentLayer(contentServiceTestLayer(memoryContentService()))
    const data = await runContent(getPage({ contentType: 'careers' }))
    expect(data.page.title).toBe('Careers at Pulsewave')
  })

  it('rejects with the typed error itself, so callers can switch on _tag', async () => {
    setContentLayer(
      contentServiceTestLayer({ getDownloads: () => Effect.fail(new ContentNotFound({ what: 'x' })) }),
    )
    const error = await runContent(getDownloads('studio')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentNotFound)
    expect((error as ContentNotFound)._tag).toBe('ContentNotFound')
  })
})
