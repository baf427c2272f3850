/**
 * Who may read `/metrics`, `/healthz` and `/readyz` (decision 223): the addresses and ranges of
 * `OPS_ALLOW` (loopback by default; `*` everyone), or anyone with `Authorization: Bearer <OPS_TOKEN>`.
 * The peer is the socket's address, never a forwarded header a client could write: behind a proxy,
 * allow the proxy's address only if the proxy keeps these paths to itself, or use the token.
 */
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIPv4 } from 'node:net'

export interface OpsAccess {
  allows(req: IncomingMessage): boolean
}

export function opsAccess(allow: ReadonlyArray<string>, token: string | undefined): OpsAccess {
  const everyone = allow.includes('*')
  const list = new BlockList()
  for (const entry of allow) {
    if (entry === '*') continue
    const [address = '', prefix] = entry.split('/')
    const family = isIPv4(address) ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  const expected = token === undefined ? undefined : Buffer.from(`Bearer ${token}`)
  return {
    allows(req) {
      if (everyone) return true
      if (expected) {
        const given = Buffer.from(req.headers.authorization ?? '')
        if (given.length === expected.length && timingSafeEqual(given, expected)) return true
      }
      const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
      if (peer === '') return false
      return list.check(peer, isIPv4(peer) ? 'ipv4' : 'ipv6')
    },
  }
}
