/**
 * `GET /v{version}/data/live/events/{dataset}`: the Live Content API stream that @sanity/client's
 * `client.live.events()` reads (docs/decisions/070). Server-Sent Events: `welcome` on connect, then a
 * `message` per commit that changed some query's answer, with `id` and `data: {"tags": [...]}`. A
 * client resuming with `Last-Event-ID` gets the messages it missed, or `restart` when that position is
 * unknown (another run of the stand-in, or aged out): it must then refetch everything. Closing sends
 * `goaway`-free `reconnect`, like the listener. Wired in app.ts: the hub subclass sees every commit.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { ContentContext } from './context.ts'
import { ListenHub, type Transaction } from './listen.ts'
import { type SyncTag, SyncTagRegistry } from './liveTags.ts'

const path = /^\/v[^/]+\/data\/live\/events\/([^/?]+)(\?|$)/
/** Messages kept for resuming clients. */
const kept = 500

interface Sent {
  readonly id: string
  readonly dataset: string
  readonly text: string
}

export class LiveHub extends ListenHub {
  readonly tags = new SyncTagRegistry()
  /** Ids of this run start with it, so a resume from another run is told to restart. */
  readonly #run = randomUUID().slice(0, 8)
  #sequence = 0
  readonly #sent: Sent[] = []
  readonly #streams = new Set<{ res: ServerResponse; dataset: string }>()
  readonly #context: () => ContentContext
  /** Messages go out in commit order although re-evaluating the queries is asynchronous. */
  #queue: Promise<void> = Promise.resolve()

  constructor(ctx: () => ContentContext, keepAliveMs?: number) {
    super(ctx, keepAliveMs)
    this.#context = ctx
  }

  override publish(tx: Transaction): Promise<void> {
    const listened = super.publish(tx)
    this.#queue = this.#queue
      .then(async () => this.#announce(tx.dataset, await this.tags.changed(this.#context(), tx.dataset)))
      .catch((error: unknown) => {
        process.stderr.write(`content sandbox: live event failed: ${String(error)}\n`)
      })
    return Promise.all([listened, this.#queue]).then(() => undefined)
  }

  #announce(dataset: string, tags: SyncTag[]): void {
    if (tags.length === 0) return
    const id = `${this.#run}-${++this.#sequence}`
    const text = `event: message\nid: ${id}\ndata: ${JSON.stringify({ tags })}\n\n`
    this.#sent.push({ id, dataset, text })
    if (this.#sent.length > kept) this.#sent.shift()
    for (const stream of this.#streams) if (stream.dataset === dataset) stream.res.write(text)
  }

  /** Answers a live events request; false for any other request. */
  handles(req: IncomingMessage, res: ServerResponse): boolean {
    const match = path.exec(req.url ?? '')
    if (!match || req.method !== 'GET') return false
    const dataset = decodeURIComponent(match[1] ?? '')
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    })
    const resumeFrom = req.headers['last-event-id']
    const lastId = typeof resumeFrom === 'string' && resumeFrom !== '' ? resumeFrom : undefined
    if (lastId !== undefined) {
      const at = this.#sent.findIndex((sent) => sent.id === lastId)
      if (at === -1) res.write(`event: restart\nid: ${this.#run}-${this.#sequence}\ndata: {}\n\n`)
      else for (const sent of this.#sent.slice(at + 1)) if (sent.dataset === dataset) res.write(sent.text)
    }
    res.write('event: welcome\ndata: {}\n\n')
    const stream = { res, dataset }
    this.#streams.add(stream)
    res.on('close', () => this.#streams.delete(stream))
    return true
  }

  override close(): void {
    for (const { res } of this.#streams) res.end('event: reconnect\ndata: {}\n\n')
    this.#streams.clear()
    super.close()
  }
}

/** Puts the live events route in front of the stand-in's router. */
export function serveLiveEvents(server: Server, hub: LiveHub): void {
  const [router] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hub.handles(req, res)) router?.(req, res)
  })
}
