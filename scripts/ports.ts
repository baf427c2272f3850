/**
 * Ports for processes started later by a parent that must know the port first (the site, whose
 * address the stand-ins print in their links; Redis; Prometheus). Decision 291.
 *
 * A port the OS hands out for `listen(0)` comes from the ephemeral range, and the same range serves
 * every other `listen(0)` and every outgoing connection on the machine. Between the probe and the
 * child's own `listen`, seconds can pass (the stand-ins start first); on a busy machine that runs
 * several stacks at once, the OS had given the port to someone else by then. So the port is chosen
 * below the ephemeral range, where the OS never hands a port out by itself, and probed there.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** The lowest port the OS gives out by itself (Linux reads it from /proc; elsewhere the IANA range). */
export function ephemeralLow(rangeFile = '/proc/sys/net/ipv4/ip_local_port_range'): number {
  try {
    const low = Number(readFileSync(rangeFile, 'utf8').trim().split(/\s+/)[0])
    if (Number.isInteger(low) && low > 1024 && low <= 65535) return low
  } catch {
    // Not Linux, or no /proc: the IANA dynamic range.
  }
  return 49152
}

/** Where chosen ports start: above the usual fixed services (Redis 6379, Prometheus 9090, …). */
const lowest = 15000

/** Ports this process has handed out: a second caller must not get one the first has not bound yet. */
const handedOut = new Set<number>()

/** True when nothing listens on `port` at 127.0.0.1 now. */
export function isFree(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const probe = createServer()
    probe.once('error', () => ok(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok(true)))
  })
}

/** The first free candidate that this process has not handed out before. */
export async function firstFree(candidates: Iterable<number>): Promise<number> {
  for (const port of candidates) {
    if (handedOut.has(port) || !(await isFree(port))) continue
    handedOut.add(port)
    return port
  }
  throw new Error('no free port below the ephemeral range: stop some local servers or set PORT')
}

function* randomBelow(high: number, tries: number): Generator<number> {
  const span = Math.max(1, high - lowest)
  for (let i = 0; i < tries; i++) yield lowest + Math.floor(Math.random() * span)
}

/** A port nobody listens on now, which the OS will not give to anyone else by itself. */
export function freePort(): Promise<number> {
  return firstFree(randomBelow(ephemeralLow(), 200))
}
