/** What every route handler gets: the store, the listener hub, and the stand-in's fixed identity. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LiveHub } from './live.ts'
import type { SerialQueue } from './serial.ts'
import type { Store } from './store.ts'

export interface ContentContext {
  readonly store: Store
  readonly hub: LiveHub
  /** Every write (mutation, upload) runs through this queue, so each plans against committed state. */
  readonly writes: SerialQueue
  /** The editor token: reads drafts and may mutate. */
  readonly token: string
  readonly projectId: string
  /** Where uploaded and seeded asset binaries live (`<assetsDir>/<dataset>/{images,files}/…`). */
  readonly assetsDir: string
  /** This server's own base URL, for the `url` of uploaded assets. */
  readonly publicUrl: () => string
}

/** One API request after routing: the validated path pieces and the caller's rights. */
export interface ApiRequest {
  readonly req: IncomingMessage
  readonly res: ServerResponse
  readonly apiVersion: string
  readonly dataset: string
  /** Path after the dataset (document ids for `doc`), decoded. */
  readonly rest: string
  readonly search: URLSearchParams
  readonly editor: boolean
}
