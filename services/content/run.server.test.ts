import { Effect } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'
import type { DownloadsDocument } from '../../models/content/downloads.ts'
import { contentServiceTestLayer, getDownloads } from './ContentService.ts'
import { ContentNotFound } from './errors.ts'
import { runContent, setContentLayer } from './run.server.ts'

afterAll(() => setContentLayer(contentServiceTestLayer({})))

describe('runContent', () => {
  it('resolves with the value', async () => {
    const downloads = [{ _id: 'downloads_studio_1-0-0' }] as unknown as DownloadsDocument[]
    setContentLayer(contentServiceTestLayer({ getDownloads: () => Effect.succeed(downloads) }))
    await expect(runContent(getDownloads('studio'))).resolves.toBe(downloads)
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
