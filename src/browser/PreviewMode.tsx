/**
 * Preview mode in the browser (spec §2, §4; docs/preview.md): the preview bar bound to the
 * preview-listening machine with `@xstate/react`. The root route renders it once the page is idle, and
 * only when the address has `preview=true` and the server saw the preview cookie (routes/__root.tsx,
 * decision 151), so this chunk and XState reach editors only.
 *
 * One machine per page on screen: a page gets its actor once the router has resolved it (its data is
 * then in the router's store, where drafts replace it), and leaving the page sends `page.left`, which
 * cancels the fetch and closes the listener. A refused preview (the cookie expired since the page was
 * served) ends preview altogether: the published page stays, with no bar.
 */
import { type AnyRouter, useRouter, useRouterState } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import { useKeepPreviewOnLinks } from './keepPreviewOnLinks.ts'
import { PreviewBar, type PreviewStatus } from './PreviewBar.tsx'
import { browserPreviewMachine, PreviewNotAllowed } from './preview.ts'
import { showDraftPage } from './showDraftPage.ts'

export default function PreviewMode() {
  const [refused, setRefused] = useState(false)
  const refuse = useCallback(() => setRefused(true), [])
  return refused ? null : <LivePreview onRefused={refuse} />
}

function LivePreview({ onRefused }: { onRefused: () => void }) {
  const router = useRouter()
  useKeepPreviewOnLinks(router)
  useVisualEditing(router)
  const path = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname })
  return <PageInPreview key={path} path={path} onRefused={onRefused} />
}

/**
 * Click-to-edit overlay over the draft's stega-encoded text, in a chunk of its own (decision 170). The
 * Presentation tool's refresh button reloads the page's data: the router resolves the same page again,
 * which tells its machine to fetch the draft again.
 */
function useVisualEditing(router: AnyRouter): void {
  useEffect(() => {
    let left = false
    let stop: (() => void) | undefined
    void import('./visualEditing.ts').then((overlay) => {
      if (!left) stop = overlay.startVisualEditing(router, () => void router.invalidate())
    })
    return () => {
      left = true
      stop?.()
    }
  }, [router])
}

function statusOf(snapshot: SnapshotFrom<typeof browserPreviewMachine>): PreviewStatus {
  if (snapshot.matches('failed')) return 'failed'
  if (snapshot.matches('reconnecting')) return 'reconnecting'
  if (snapshot.matches('halted')) return 'halted'
  if (snapshot.matches('fetching')) return 'loading'
  return snapshot.hasTag('busy') ? 'updating' : 'live'
}

function PageInPreview({ path, onRefused }: { path: string; onRefused: () => void }) {
  const router = useRouter()
  const [snapshot, send, actor] = useMachine(browserPreviewMachine, { input: { path } })
  const { data, revision, error, listenerError } = snapshot.context
  const refused = error instanceof PreviewNotAllowed

  // A layout effect's cleanup runs before the passive one in which @xstate/react stops the actor, so the
  // machine still hears that its page was left.
  useLayoutEffect(() => () => actor.send({ type: 'page.left' }), [actor])

  // The same page loaded again (a search change, an invalidation): its fresh data is published data.
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged }) => {
        if (!pathChanged) send({ type: 'page.loaded' })
      }),
    [router, send],
  )

  // Each new revision of the draft replaces the page's data once, when its blocks' chunks are in; a
  // newer revision arriving first wins. The marker tells tests the revision is on screen.
  useEffect(() => {
    let current = true
    const shown = () => {
      if (current) document.documentElement.dataset.previewRevision = String(revision)
    }
    if (revision > 0) void showDraftPage(router, path, data, () => current).then(shown)
    else shown()
    return () => {
      current = false
    }
  }, [router, path, revision, data])

  useEffect(() => {
    if (refused) onRefused()
  }, [refused, onRefused])

  if (refused || snapshot.status !== 'active') return null
  return (
    <PreviewBar
      status={statusOf(snapshot)}
      path={path}
      canRetry={snapshot.can({ type: 'preview.retry' })}
      onRetry={() => send({ type: 'preview.retry' })}
      reason={listenerError?.message}
    />
  )
}
