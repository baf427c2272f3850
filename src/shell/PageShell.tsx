/** Renders the shell's data: the content CDN for images, route meta (key, transition), the page view. */
import { ContentCdnContext } from '../content/ContentContext.ts'
import { lazyViews } from '../views/lazyViews.ts'
import { ContentPageView } from '../views/PageView.tsx'
import type { ShellPage } from './types.ts'

export function PageShell({ shell }: { shell: ShellPage }) {
  const { view } = shell
  const { transition, key } = shell.meta
  return (
    <ContentCdnContext.Provider value={shell.cdn}>
      <div key={key} className={transition ? `page-transition page-transition--${transition}` : undefined}>
        {view.kind === 'page' ? (
          <ContentPageView shell={shell} view={view} />
        ) : view.kind === 'downloadList' ? (
          <lazyViews.downloadList.View shell={shell} downloads={view.downloads} />
        ) : (
          <lazyViews.downloadDetail.View shell={shell} download={view.download} others={view.others} />
        )}
      </div>
    </ContentCdnContext.Provider>
  )
}
