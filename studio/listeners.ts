/**
 * Spreads the local Studio's live listeners over several host names of the stand-in
 * (`l1.localhost`, `l2.localhost`, … all reach 127.0.0.1). A Studio keeps six or more event streams
 * open (the document, its versions, previews, lists, …). Sanity's API speaks HTTP/2, where they share
 * one connection; the stand-in speaks HTTP/1.1, where a browser opens at most six connections per
 * host, so with one host name the seventh request (a document fetch, a mutation) waits forever.
 * Only `listen` is moved; every other request keeps the configured host (docs/decisions/166).
 */
import { type ClientConfig, createClient, type SanityClient } from '@sanity/client'

interface Listening {
  listen: (...args: never[]) => unknown
  withConfig: (config?: Partial<ClientConfig>) => Listening
  observable?: Listening
}

export function spreadListeners(apiHost: string, hosts = 8): (config: ClientConfig) => SanityClient {
  const base = new URL(apiHost)
  const names = Array.from({ length: hosts }, (_, i) => {
    const url = new URL(base)
    url.hostname = `l${i + 1}.localhost`
    return url.origin
  })
  let next = 0
  const pick = () => names[next++ % names.length] as string
  const wrap = <T extends Listening>(client: T): T => {
    const withConfig = client.withConfig.bind(client)
    client.withConfig = (config) => wrap(withConfig(config))
    client.listen = ((...args: never[]) => withConfig({ apiHost: pick() }).listen(...args)) as T['listen']
    if (client.observable) wrap(client.observable)
    return client
  }
  return (config) => wrap(createClient(config) as unknown as Listening) as unknown as SanityClient
}
