/**
 * The preview-listening machine (machines/previewListening.ts) with the browser's side effects: the
 * page's draft data from the site's preview proxy (`/api/preview/page`) and its live listener
 * (`/api/preview/listen`), so the token stays on the server. A 401 means the preview cookie expired
 * since the page was served: the fetch fails with `PreviewNotAllowed`, and the view ends preview.
 * Provided once here, so `@xstate/react` keeps one machine definition across renders.
 */
import { fromCallback, fromPromise } from 'xstate'
import { type ListenerEvent, previewListeningMachine } from '../../machines/previewListening.ts'
import {
  ListenerConnectionError,
  ListenerMessageError,
  listenerErrorEvent,
  listenerErrorFrom,
} from '../../models/previewListener.ts'

export class PreviewNotAllowed extends Error {}

const query = (path: string) => `?path=${encodeURIComponent(path)}`

export const browserPreviewMachine = previewListeningMachine.provide({
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
