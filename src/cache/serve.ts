/**
 * How the site's server (src/serve/site.server.ts) runs the HTML cache: hits answered on Node's request
 * before srvx builds a web Request (docs/decisions/070), the build id in every key, and the content's
 * live events.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { loadContentConfig } from '../../services/content/config.ts'
import { sanityClients } from '../../services/content/transport.ts'
import type { Shared } from '../scale/shared.ts'
import { applyInvalidations, followLiveEvents } from './live.ts'

/** srvx's server, as `serve({ manual: true })` returns it: not listening yet. */
interface SrvxServer {
  // biome-ignore lint/suspicious/noExplicitAny: srvx types its Node pair loosely (HTTP/1 or HTTP/2)
  readonly node?: { readonly handler: (req: any, res: any) => unknown; readonly server?: unknown } | undefined
}

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Makes `front(handler)` the one listener of Node's requests, in front of srvx's own `handler`: cache
 * hits, request ids and the operations endpoints are answered on Node's objects, before srvx builds a
 * web Request (decision 070). Returns the front and the Node server.
 */
export function takeRequests<Front extends { listener: NodeListener }>(
  server: SrvxServer,
  front: (handler: NodeListener) => Front,
): { door: Front; server: import('node:http').Server } {
  const node = server.node?.server as import('node:http').Server | undefined
  const handler = server.node?.handler
  if (!node || !handler) throw new Error('HTML cache: srvx did not expose its Node server')
  const door = front(handler)
  node.removeListener('request', handler)
  node.on('request', door.listener)
  return { door, server: node }
}

/** The build's id (`builds/latest.json` in the browser files): a new build never answers an old page. */
export function buildIdOf(clientDir: string): string {
  try {
    return String(JSON.parse(readFileSync(resolve(clientDir, 'builds/latest.json'), 'utf8')).id)
  } catch {
    return 'unknown-build'
  }
}

/** Invalidations from the bus applied here, and this instance's live events put on the bus. */
export function followContent(shared: Shared): () => void {
  const unapply = applyInvalidations(shared.bus)
  const unfollow = followLiveEvents(sanityClients(loadContentConfig()).published, shared.bus)
  return () => {
    unfollow()
    unapply()
  }
}
