import { describe, expect, it, vi } from 'vitest'
import { accounts } from '../../config/variables.ts'
import { attemptPolicies } from '../../models/attempts.ts'
import { memoryShared, type Shared } from '../scale/shared.ts'
import { createAttempts } from './attempts.server.ts'

const { limit, newBrowserLimit, windowMs } = attemptPolicies.password

function setup(store?: Shared) {
  let at = 1_000_000
  const now = () => at
  const attempts = createAttempts(store ?? memoryShared(now), { now })
  return { attempts, tick: (ms: number) => (at += ms) }
}

const thief = { session: 'stolen-pair', browser: 'thief-browser', address: '203.0.113.7' }

describe('attempt limits', () => {
  it('answer `limit` tries, refuse the next with the window as the wait, unchecked', async () => {
    const { attempts } = setup()
    for (let i = 0; i < limit; i += 1)
      expect(await attempts.begin('password', thief)).toEqual({ allowed: true })
    expect(await attempts.begin('password', thief)).toEqual({
      allowed: false,
      retryAfterSeconds: windowMs / 1000,
    })
  })

  it('keep refusing until the wait is over, saying what is left of it', async () => {
    const { attempts, tick } = setup()
    for (let i = 0; i <= limit; i += 1) await attempts.begin('password', thief)
    tick(60_000)
    expect(await attempts.begin('password', thief)).toEqual({
      allowed: false,
      retryAfterSeconds: windowMs / 1000 - 60,
    })
    tick(windowMs - 60_000)
    expect((await attempts.begin('password', thief)).allowed).toBe(true)
  })

  it('count before the check: twenty parallel tries get `limit` answers and one lockout', async () => {
    const { attempts } = setup()
    const decisions = await Promise.all(Array.from({ length: 20 }, () => attempts.begin('password', thief)))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(limit)
    const waits = decisions.flatMap((d) => (d.allowed ? [] : [d.retryAfterSeconds]))
    expect(new Set(waits)).toEqual(new Set([windowMs / 1000]))
  })

  it('back off: the next lockout within a day lasts twice as long', async () => {
    const { attempts, tick } = setup()
    for (let i = 0; i <= limit; i += 1) await attempts.begin('password', thief)
    tick(windowMs)
    for (let i = 0; i < limit; i += 1) expect((await attempts.begin('password', thief)).allowed).toBe(true)
    expect(await attempts.begin('password', thief)).toEqual({
      allowed: false,
      retryAfterSeconds: (2 * windowMs) / 1000,
    })
  })

  it("never refuse another session's correct secret from a browser the site knows, even at the same address", async () => {
    const { attempts } = setup()
    for (let i = 0; i <= limit; i += 1) await attempts.begin('password', thief)
    expect((await attempts.begin('password', thief)).allowed).toBe(false)
    const owner = { session: 'own-pair', browser: 'own-browser', address: thief.address }
    expect(await attempts.begin('password', owner)).toEqual({ allowed: true })
  })

  it('count browsers met for the first time against their address too, with a larger allowance', async () => {
    const { attempts } = setup()
    const address = '198.51.100.1'
    // A guesser who drops the browser id each time is a new browser each time.
    for (let i = 0; i < newBrowserLimit; i += 1)
      expect(
        (await attempts.begin('preview', { browser: `dropped-${i}`, newBrowser: true, address })).allowed,
      ).toBe(true)
    expect(
      (await attempts.begin('preview', { browser: 'dropped-x', newBrowser: true, address })).allowed,
    ).toBe(false)
    // A browser the site already knows, at that address, keeps its own allowance.
    expect((await attempts.begin('preview', { browser: 'editor', address })).allowed).toBe(true)
  })

  it('take the address allowance from configuration, and keep the per-browser limit whatever it is', async () => {
    // The product's default is the policy's own: configuration does not weaken it unless asked to.
    expect(accounts.ATTEMPTS_PER_ADDRESS.default).toBe(newBrowserLimit)
    const attempts = createAttempts(memoryShared(), { perAddress: newBrowserLimit * 10 })
    const address = '198.51.100.2'
    for (let i = 0; i < newBrowserLimit * 10; i += 1)
      expect(
        (await attempts.begin('sign-in', { browser: `new-${i}`, newBrowser: true, address })).allowed,
      ).toBe(true)
    expect((await attempts.begin('sign-in', { browser: 'new-x', newBrowser: true, address })).allowed).toBe(
      false,
    )
    const known = { browser: 'known', address }
    for (let i = 0; i < limit; i += 1) expect((await attempts.begin('sign-in', known)).allowed).toBe(true)
    expect((await attempts.begin('sign-in', known)).allowed).toBe(false)
  })

  it('forget the session and browser tries after a success, but not for a sign-up', async () => {
    const { attempts } = setup()
    for (let i = 0; i < limit; i += 1) await attempts.begin('password', thief)
    await attempts.succeeded('password', thief)
    for (let i = 0; i < limit; i += 1) expect((await attempts.begin('password', thief)).allowed).toBe(true)
    const visitor = { browser: 'b', address: 'a' }
    for (let i = 0; i < limit; i += 1) await attempts.begin('sign-up', visitor)
    await attempts.succeeded('sign-up', visitor)
    expect((await attempts.begin('sign-up', visitor)).allowed).toBe(false)
  })

  it('keep purposes apart', async () => {
    const { attempts } = setup()
    for (let i = 0; i <= limit; i += 1) await attempts.begin('voucher', thief)
    expect((await attempts.begin('voucher', thief)).allowed).toBe(false)
    expect((await attempts.begin('password', thief)).allowed).toBe(true)
  })

  it('count in this process when the shared store fails, rather than refusing or counting nothing', async () => {
    const broken = memoryShared()
    const fail = () => Promise.reject(new Error('Connection is closed.'))
    Object.assign(broken.counters, { increment: fail })
    Object.assign(broken.entries, { get: fail })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { attempts } = setup(broken)
    for (let i = 0; i < limit; i += 1) expect((await attempts.begin('password', thief)).allowed).toBe(true)
    expect((await attempts.begin('password', thief)).allowed).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
