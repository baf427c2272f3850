/** Renders the shell's data: the content CDN for images, route meta (key, transition), the page view. */
import { useEffect } from 'react'
import { preconnect } from 'react-dom'
import { headTitle } from '../../models/tracking.ts'
import { ContentCdnContext } from '../content/ContentContext.ts'
import { usePageView } from '../tracking/pageViews.ts'
import { innerViews, preloadInner } from '../views/innerViews.ts'
import { ContentPageView } from '../views/PageView.tsx'
import type { ShellPage } from './types.ts'

/**
 * The first page of a visit renders without its transition (nothing to transition from, and a fade-in
 * would delay the largest paint); pages reached by client navigation get it. Stays false on the server.
 */
let navigated = false

/** Default export: loaded through shellView in lazyViews.ts (decision 032). */
export default function PageShell({ shell }: { shell: ShellPage }) {
  const { view } = shell
  const { key } = shell.meta
  const transition = navigated ? shell.meta.transition : false
  useEffect(() => {
    navigated = true
  }, [])
  usePageView(shell.gtmId, shell.path, headTitle(shell.head.meta))
  // The largest paint is nearly always an image from the content CDN, another origin: React puts this
  // hint in the server-rendered head, so the connection is open before the first image is asked for.
  if (shell.cdn.baseUrl) preconnect(new URL(shell.cdn.baseUrl).origin)
  return (
    <ContentCdnContext.Provider value={shell.cdn}>
      <div key={key} className={transition ? `page-transition page-transition--${transition}` : undefined}>
        {view.kind === 'page' ? (
          <ContentPageView shell={shell} view={view} />
        ) : view.kind === 'downloadList' ? (
          <innerViews.downloadList.View shell={shell} latest={view.latest} releases={view.releases} />
        ) : (
          <innerViews.downloadDetail.View shell={shell} download={view.download} others={view.others} />
        )}
      </div>
    </ContentCdnContext.Provider>
  )
}

/** What the loader awaits before rendering `shell` (blocks and views it uses). */
export const preloadFor = preloadInner
