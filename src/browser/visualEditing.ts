/**
 * Sanity's visual-editing overlay in preview (docs/decisions/170): it finds the stega-encoded strings
 * the preview data carries (services/content/stega.ts) and outlines them; a click opens the field in
 * the Studio, inside the Presentation tool by message, elsewhere by the link the string carries. The
 * history adapter keeps the Presentation tool's address bar and the site's router in step. Imported
 * by the preview chunk only, in a chunk of its own: visitors never download it.
 */

import { enableVisualEditing, type HistoryUpdate } from '@sanity/visual-editing'
import type { AnyRouter } from '@tanstack/react-router'
import { withPreview } from '../../models/preview.ts'

/** `refetch` asks the preview machine for the draft again (the Presentation tool's refresh button). */
export function startVisualEditing(router: AnyRouter, refetch: () => void): () => void {
  return enableVisualEditing({
    zIndex: 1000,
    history: {
      // The site navigated: tell the Presentation tool, which shows the address and its documents.
      subscribe: (navigate) =>
        router.subscribe('onResolved', ({ toLocation }) => navigate({ type: 'push', url: toLocation.href })),
      // The editor navigated in the Presentation tool: follow, staying in preview.
      update: (update: HistoryUpdate) => {
        if (update.type === 'pop') history.back()
        else void router.navigate({ href: withPreview(update.url), replace: update.type === 'replace' })
      },
    },
    // Edits arrive through the preview listener already; only the manual refresh button needs work.
    refresh: (payload) => {
      if (payload.source === 'manual') refetch()
      return Promise.resolve()
    },
  })
}
