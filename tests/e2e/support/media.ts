/**
 * The seed's videos point at an external host (media.pulsewave.example) that does not resolve here;
 * the browser would log "Failed to load resource" for it. Answer such requests with an empty 204 so
 * tests still catch every real console error.
 */
import { beforeEach } from 'vitest'
import type { PageHandle } from './browser.ts'

export function stubExternalMedia(handle: PageHandle): void {
  beforeEach(async () => {
    await handle.context.route(/^https?:\/\/[^/]*pulsewave\.example\//, (route) =>
      route.fulfill({ status: 204 }),
    )
  })
}
