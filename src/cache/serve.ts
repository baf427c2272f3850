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

/** Puts `cache.hit` in front of srvx's own request handler. */
export function answerHitsFirst(
  server: SrvxServer,
  cache: { hit(req: IncomingMessage, res: ServerResponse): boolean },
) {
  const node = server.node?.server as import('node:http').Server | undefined
  const handler = server.node?.handler
  if (!node || !handler) throw new Error('HTML cache: srvx did not expose its Node server')
  node.removeListener('request', handler)
  node.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!cache.hit(req, res)) handler(req, res)
  })
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
