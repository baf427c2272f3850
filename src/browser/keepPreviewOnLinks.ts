/**
 * Spec §2: in preview, clicks on links to the site's own host keep `preview=true`. One capturing
 * listener on the document, for as long as the preview view is mounted: the site's links are plain
 * anchors and router links alike, and none of them needs to know about preview.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { previewLink } from '../../models/preview.ts'

export function useKeepPreviewOnLinks(router: AnyRouter): void {
  useEffect(() => {
    function keepPreviewOnLinks(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || anchor.hasAttribute('download') || new URL(anchor.href).pathname.startsWith('/api/'))
        return
      const target = previewLink(anchor.href, location.origin)
      if (!target) return
      if (
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey ||
        anchor.target
      ) {
        anchor.href = target // a new tab or window keeps preview too
        return
      }
      event.preventDefault()
      event.stopPropagation()
      void router.navigate({ href: target })
    }
    document.addEventListener('click', keepPreviewOnLinks, true)
    return () => document.removeEventListener('click', keepPreviewOnLinks, true)
  }, [router])
}
