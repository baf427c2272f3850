/** Renders the shell's data: the content CDN for images, route meta (key, transition), the page view. */
import { routeMeta } from '../../models/routes/meta.ts'
import { ContentCdnContext } from '../content/ContentContext.ts'
import { lazyViews } from '../views/lazyViews.ts'
import { ContentPageView } from '../views/PageView.tsx'
import type { ShellPage } from './types.ts'

function keyOf(shell: ShellPage): string {
  const meta = routeMeta(shell.resolved.contentType)
  return meta.key === 'product' ? `${shell.resolved.contentType}:${shell.resolved.product ?? ''}` : shell.path
}

export function PageShell({ shell }: { shell: ShellPage }) {
  const { view } = shell
  const transition = routeMeta(shell.resolved.contentType).pageTransition
  return (
    <ContentCdnContext.Provider value={shell.cdn}>
      <div
        key={keyOf(shell)}
        className={transition ? `page-transition page-transition--${transition.name}` : undefined}
      >
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
