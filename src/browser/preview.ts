/**
 * Preview mode in the browser (spec §2, §4; docs/preview.md): a chunk imported only when the address
 * has `preview=true`. One `previewListeningMachine` per page on screen, fed by the site's preview
 * proxy (`/api/preview/page`, `/api/preview/listen`: the token stays on the server). Started only
 * when the server saw the preview cookie (src/preview/previewMeta.ts); if it has expired since, the
 * first fetch answers 401 and everything here stops: the published page stays, with no bar.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { type Actor, createActor, fromCallback, fromPromise } from 'xstate'
import { type ListenerEvent, previewListeningMachine } from '../../machines/previewListening.ts'
import { previewLink } from '../../models/preview.ts'
import {
  ListenerConnectionError,
  ListenerMessageError,
  listenerErrorEvent,
  listenerErrorFrom,
} from '../../models/previewListener.ts'
import { PreviewBar, type PreviewStatus } from './PreviewBar.tsx'
import { showDraftPage } from './showDraftPage.ts'

class PreviewNotAllowed extends Error {}

const query = (path: string) => `?path=${encodeURIComponent(path)}`

const machine = previewListeningMachine.provide({
  actors: {
    fetchPreview: fromPromise(async ({ input, signal }) => {
      const response = await fetch(`/api/preview/page${query(input.path)}`, { cache: 'no-store', signal })
      if (!response.ok) {
        // an unread body keeps the request open (it never settles in the browser's network log)
        void response.body?.cancel()
        if (response.status === 401) throw new PreviewNotAllowed()
        throw new Error(`preview page answered ${response.status}`)
      }
      return ((await response.json()) as { page: unknown }).page
    }),
    listen: fromCallback<{ type: 'none' }, { path: string }, ListenerEvent>(({ input, sendBack }) => {
      const source = new EventSource(`/api/preview/listen${query(input.path)}`)
      source.addEventListener('mutation', () => sendBack({ type: 'listener.mutation' }))
      // The proxy's typed failures (decision 131); all but a message error end the stream.
      source.addEventListener(listenerErrorEvent, (event) => {
        const error = listenerErrorFrom((event as MessageEvent<string>).data)
        if (!(error instanceof ListenerMessageError)) source.close()
        sendBack({ type: 'listener.error', error })
      })
      // The machine owns reconnection (1 s, spec §9), so the browser's own retry is switched off. A
      // closed source fires nothing more, so a typed failure is never followed by this one.
      source.onerror = () => {
        source.close()
        sendBack({
          type: 'listener.error',
          error: new ListenerConnectionError('The listener connection was lost'),
        })
      }
      return () => source.close()
    }),
  },
})

function statusOf(snapshot: ReturnType<Actor<typeof machine>['getSnapshot']>): PreviewStatus {
  if (snapshot.matches('failed')) return 'failed'
  if (snapshot.matches('reconnecting')) return 'reconnecting'
  if (snapshot.matches('halted')) return 'halted'
  if (snapshot.matches('fetching')) return 'loading'
  return snapshot.hasTag('busy') ? 'updating' : 'live'
}

export function startPreview(router: AnyRouter): void {
  const host = document.createElement('div')
  const bar = createRoot(host)
  let actor: Actor<typeof machine> | undefined
  let stopped = false
  let stopOverlay: (() => void) | undefined

  const stop = () => {
    if (stopped) return
    stopped = true
    actor?.send({ type: 'page.left' })
    stopOverlay?.()
    bar.unmount()
    host.remove()
    document.removeEventListener('click', keepPreviewOnLinks, true)
    unsubscribe()
  }

  const watch = (path: string) => {
    actor?.send({ type: 'page.left' }) // cancels the old page's fetch and listener
    const current = createActor(machine, { input: { path } })
    actor = current
    let shown = 0 // the data's revision on screen: each new one replaces the page's data once
    current.subscribe((snapshot) => {
      if (stopped) return
      if (snapshot.context.error instanceof PreviewNotAllowed) return stop()
      if (snapshot.context.revision > shown) {
        shown = snapshot.context.revision
        showDraftPage(router, path, snapshot.context.data)
      }
      const onRetry = () => current.send({ type: 'preview.retry' })
      if (snapshot.status === 'active')
        bar.render(
          createElement(PreviewBar, {
            status: statusOf(snapshot),
            path,
            onRetry,
            reason: snapshot.context.listenerError?.message,
          }),
        )
      document.documentElement.dataset.previewRevision = String(snapshot.context.revision)
    })
    current.start()
  }

  // Spec §2: clicks on links to the site's own host keep preview=true.
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

  // A page that finished loading refreshes its data; another page gets its own machine.
  const unsubscribe = router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (stopped) return
    if (pathChanged) watch(toLocation.pathname)
    else actor?.send({ type: 'page.loaded' })
  })
  document.addEventListener('click', keepPreviewOnLinks, true)
  document.body.append(host)
  watch(location.pathname)
  // Click-to-edit overlay over the draft's stega-encoded text (its own chunk, decision 170).
  void import('./visualEditing.ts').then((overlay) => {
    if (!stopped) stopOverlay = overlay.startVisualEditing(router, () => actor?.send({ type: 'page.loaded' }))
  })
}
