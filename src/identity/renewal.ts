/**
 * Token renewal as one flight across site instances (docs/decisions/078). Inside an instance the session
 * registry already makes concurrent requests of a session share one refresh; this wraps that refresh so
 * instances share it too: the first to take the session's lock calls the provider, stores the sealed
 * outcome (renewalSeal.ts) under a hash of the old refresh token and publishes it; the others wait for
 * it on the bus (re-reading the entry as a fallback) and try themselves only if nothing comes within the
 * lock's time to live. The stored success is also decision 051's alias across instances: it answers a
 * request still carrying the old token until the window after delivery ends.
 */
import type { Exit } from 'effect'
import type { Refresh } from '../../machines/identity/renewingSession.ts'
import type { TokenPair } from '../../models/accounts/identity.ts'
import type { AccountsError } from '../../services/accounts/http/errors.ts'
import type { Shared } from '../scale/shared.ts'
import { exitOf, type Outcome, outcomeOf, renewalId, seal, unseal } from './renewalSeal.ts'

export interface SharedRenewalOptions {
  /** Decision 051's window: how long an old refresh token still leads to the new pair after delivery. */
  readonly aliasMs: number
  /** How long the new pair is kept before any instance handed it to the browser (the registry's idle time). */
  readonly pendingMs?: number
  /** How long the leader may take: beyond it the lock lapses and waiters try themselves. */
  readonly lockMs?: number
  /** How often a waiter re-reads the entry in case a published message was missed. */
  readonly pollMs?: number
  readonly now?: () => number
  /** Told when this instance takes another instance's outcome instead of refreshing (metrics). */
  readonly onJoin?: () => void
}

export interface SharedRenewal {
  readonly refresh: Refresh
  /** The browser now holds the pair that replaced `oldRefreshToken`: its alias ends `aliasMs` from now. */
  readonly delivered: (oldRefreshToken: string) => Promise<void>
}

const channel = 'renewal'
const entryKey = (id: string) => `renewal:${id}`
const lockKey = (id: string) => `renewal-lock:${id}`
/** A failure is only for the waiters of that flight; a later request tries again. */
const failureTtlMs = 1000

export function sharedRenewal(
  shared: Shared,
  refresh: Refresh,
  options: SharedRenewalOptions,
): SharedRenewal {
  const pendingMs = options.pendingMs ?? 120_000
  // Above the identity call's own 10 s time-out, so a slow but living leader keeps its lock.
  const lockMs = options.lockMs ?? 12_000
  const pollMs = options.pollMs ?? 250
  const now = options.now ?? Date.now
  const waiting = new Map<string, Set<(text: string) => void>>()
  // One subscription for the process, made now: a waiter must not lose the message to a SUBSCRIBE in flight.
  shared.bus.subscribe(channel, (message) => {
    const split = message.indexOf(' ')
    for (const hear of waiting.get(message.slice(0, split)) ?? []) hear(message.slice(split + 1))
  })

  async function read(id: string, token: string) {
    const bytes = await shared.entries.get(entryKey(id))
    return bytes && unseal(Buffer.from(bytes).toString('utf8'), token)
  }

  /** A stored pair a new request may take: with rotation the old token is dead at the provider anyway. */
  const usable = (outcome: Outcome | undefined, rotate: boolean): outcome is Outcome & { ok: true } =>
    outcome?.ok === true && (rotate || outcome.pair.access.expires_at * 1000 > now())

  async function lead(
    id: string,
    token: string,
    rotate: boolean,
  ): Promise<Exit.Exit<TokenPair, AccountsError>> {
    const exit = await refresh(token, rotate)
    const outcome = outcomeOf(exit)
    const text = JSON.stringify(seal(outcome, token))
    try {
      await shared.entries.set(entryKey(id), Buffer.from(text), outcome.ok ? pendingMs : failureTtlMs)
      await shared.bus.publish(channel, `${id} ${text}`)
    } catch (error) {
      console.warn(`[renewal] could not share a refresh outcome: ${(error as Error).message}`)
    }
    return exit
  }

  /** Resolves with the leader's outcome, or undefined when nothing came within `lockMs`. */
  function awaitLeader(
    id: string,
    token: string,
  ): { outcome: Promise<Outcome | undefined>; stop: () => void } {
    let finish: (outcome: Outcome | undefined) => void = () => {}
    const outcome = new Promise<Outcome | undefined>((resolve) => {
      finish = resolve
    })
    const hear = (text: string) => {
      const opened = unseal(text, token)
      if (opened) finish(opened.outcome)
    }
    const hearers = waiting.get(id) ?? new Set()
    waiting.set(id, hearers.add(hear))
    const timer = setTimeout(() => finish(undefined), lockMs)
    const poll = setInterval(() => {
      read(id, token).then(
        (opened) => opened && finish(opened.outcome),
        () => {},
      )
    }, pollMs)
    const stop = () => {
      clearTimeout(timer)
      clearInterval(poll)
      hearers.delete(hear)
      if (hearers.size === 0) waiting.delete(id)
    }
    return { outcome, stop }
  }

  async function flight(token: string, rotate: boolean): Promise<Exit.Exit<TokenPair, AccountsError>> {
    const id = renewalId(token)
    const stored = (await read(id, token))?.outcome
    if (usable(stored, rotate)) {
      options.onJoin?.()
      return exitOf(stored)
    }
    const leader = awaitLeader(id, token)
    try {
      if (await shared.locks.acquire(lockKey(id), lockMs)) {
        try {
          // Another instance may have finished between the first read and the lock.
          const again = (await read(id, token))?.outcome
          return usable(again, rotate) ? exitOf(again) : await lead(id, token, rotate)
        } finally {
          await shared.locks.release(lockKey(id)).catch(() => {})
        }
      }
      const outcome = await leader.outcome
      if (outcome) options.onJoin?.()
      return outcome ? exitOf(outcome) : await lead(id, token, rotate)
    } finally {
      leader.stop()
    }
  }

  return {
    async refresh(token, rotate) {
      try {
        return await flight(token, rotate)
      } catch (error) {
        // Redis away: renewing alone beats failing the customer's request.
        console.warn(
          `[renewal] shared single flight unavailable, refreshing alone: ${(error as Error).message}`,
        )
        return refresh(token, rotate)
      }
    },
    async delivered(oldToken) {
      const id = renewalId(oldToken)
      try {
        const opened = await read(id, oldToken)
        if (!opened || opened.sealed.delivered || !opened.outcome.ok) return
        const text = JSON.stringify({ ...opened.sealed, delivered: true })
        await shared.entries.set(entryKey(id), Buffer.from(text), options.aliasMs)
      } catch (error) {
        console.warn(`[renewal] could not start the alias window: ${(error as Error).message}`)
      }
    },
  }
}
