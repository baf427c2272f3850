/**
 * Attempt limits on the server (decision 212), counted in the `Shared` store so every instance sees
 * the same counts (Redis when configured). Each attempt is counted BEFORE its secret is checked, so
 * twenty parallel guesses get `limit` answers, not twenty. The counts are kept per session (when there
 * is one) and per browser (its signed id); a browser the site meets for the first time gets its id
 * with the answer and counts against its address too, with a larger allowance, so dropping the id
 * does not reset anything. A correct secret from another session or a browser the site already knows
 * is never refused because of someone else's failures.
 */
import { createHash } from 'node:crypto'
import {
  type AttemptPolicy,
  type AttemptPurpose,
  attemptPolicies,
  lockoutMemoryMs,
  lockoutMs,
} from '../../models/attempts.ts'
import { browserOf } from '../identity/browser.server.ts'
import { cookieSettings, type SiteContext } from '../identity/context.server.ts'
import { sentTokens } from '../identity/cookies.ts'
import { memoryShared, type Shared } from '../scale/shared.ts'

export interface AttemptSubjects {
  /** The session's own tokens (their pair), when the attempt is made signed in. */
  readonly session?: string
  /** The browser's id (src/identity/browser.server.ts). */
  readonly browser: string
  /** True when the site gives the browser its id with this very attempt: it counts against its address too. */
  readonly newBrowser?: boolean
  /** The client address. */
  readonly address: string
}

export type AttemptDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number }

interface Subject {
  readonly key: string
  readonly limit: number
  /** Forgotten on success (the session's and the browser's tries; an address's never). */
  readonly resets: boolean
}

/** Keys never hold a token, an id or an address in the clear. */
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22)

function subjectsOf(
  purpose: AttemptPurpose,
  policy: AttemptPolicy,
  who: AttemptSubjects,
  perAddress: number,
): Subject[] {
  const subjects: Subject[] = []
  if (who.session)
    subjects.push({ key: `${purpose}:session:${hashed(who.session)}`, limit: policy.limit, resets: true })
  subjects.push({ key: `${purpose}:browser:${hashed(who.browser)}`, limit: policy.limit, resets: true })
  // A browser that drops its id gets a new one each time: those count against the address they come from.
  if (who.newBrowser)
    subjects.push({
      key: `${purpose}:new:${hashed(who.address)}`,
      limit: perAddress,
      resets: false,
    })
  return subjects
}

const countKey = (subject: Subject) => `attempts:${subject.key}`
const blockKey = (subject: Subject) => `attempt-block:${subject.key}`
const lockoutKey = (subject: Subject) => `attempt-lockouts:${subject.key}`

export interface AttemptsOptions {
  readonly now?: () => number
  /**
   * Tries per address from browsers met for the first time, for every purpose, in place of the
   * policy's `newBrowserLimit`: `ATTEMPTS_PER_ADDRESS`, raised only where many new browsers share one
   * address on purpose (the end-to-end suite on loopback, decision 216).
   */
  readonly perAddress?: number
}

export function createAttempts(store: Shared, options: AttemptsOptions = {}) {
  const now = options.now ?? Date.now
  const perAddress = (policy: AttemptPolicy) => options.perAddress ?? policy.newBrowserLimit
  // Redis away: counting in this process beats both refusing everyone and counting nothing.
  const local = memoryShared(now)
  let warned = false
  async function withStore<A>(use: (shared: Shared) => Promise<A>): Promise<A> {
    try {
      const answer = await use(store)
      warned = false
      return answer
    } catch (error) {
      if (!warned)
        console.warn(
          `[attempts] shared store unavailable, counting in this process: ${(error as Error).message}`,
        )
      warned = true
      return use(local)
    }
  }

  /** Seconds until `subject` may try again, when it is locked out now. */
  async function blockedFor(shared: Shared, subject: Subject): Promise<number | undefined> {
    const stored = await shared.entries.get(blockKey(subject))
    const until = stored ? Number(Buffer.from(stored).toString('utf8')) : 0
    return until > now() ? Math.ceil((until - now()) / 1000) : undefined
  }

  /** The first try past the limit locks the subject out: one window, doubling with each lockout in a day. */
  async function lockOut(shared: Shared, subject: Subject, policy: AttemptPolicy): Promise<number> {
    const lockouts = await shared.counters.increment(lockoutKey(subject), lockoutMemoryMs)
    const ms = lockoutMs(policy, lockouts)
    await shared.entries.set(blockKey(subject), Buffer.from(String(now() + ms)), ms)
    await shared.counters.delete([countKey(subject)])
    return Math.ceil(ms / 1000)
  }

  return {
    /** Counts one attempt; refused (without checking the secret) while any of its subjects is over. */
    begin(purpose: AttemptPurpose, who: AttemptSubjects): Promise<AttemptDecision> {
      const policy = attemptPolicies[purpose]
      const subjects = subjectsOf(purpose, policy, who, perAddress(policy))
      return withStore(async (shared) => {
        const waits = (await Promise.all(subjects.map((s) => blockedFor(shared, s)))).filter(
          (w): w is number => w !== undefined,
        )
        if (waits.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...waits) }
        for (const subject of subjects) {
          const count = await shared.counters.increment(countKey(subject), policy.windowMs)
          if (count <= subject.limit) continue
          // Exactly one request crosses the limit and starts the lockout; the ones racing it wait as long.
          const wait =
            count === subject.limit + 1
              ? await lockOut(shared, subject, policy)
              : ((await blockedFor(shared, subject)) ?? Math.ceil(policy.windowMs / 1000))
          waits.push(wait)
        }
        return waits.length > 0
          ? { allowed: false, retryAfterSeconds: Math.max(...waits) }
          : { allowed: true }
      })
    },
    /** The secret was right: the session's and the browser's tries are forgotten. */
    succeeded(purpose: AttemptPurpose, who: AttemptSubjects): Promise<void> {
      const policy = attemptPolicies[purpose]
      if (!policy.resetOnSuccess) return Promise.resolve()
      const keys = subjectsOf(purpose, policy, who, perAddress(policy))
        .filter((s) => s.resets)
        .flatMap((s) => [countKey(s), lockoutKey(s)])
      return withStore((shared) => shared.counters.delete(keys))
    },
  }
}

export type Attempts = ReturnType<typeof createAttempts>

/** One attempt made by a request, as a route handler needs it. */
export interface RequestAttempt {
  /** Seconds to wait when the attempt was refused (its secret must then not be checked). */
  readonly refusedFor: number | undefined
  /** Set-Cookie values the answer must carry: the id of a browser met for the first time. */
  readonly cookies: ReadonlyArray<string>
  /** Call when the secret was right. */
  readonly succeeded: () => Promise<void>
}

/**
 * Counts `request`'s attempt at `purpose`: per its session (`session: true` when the purpose needs
 * one) and per browser; a browser met for the first time counts against its address and is given an id.
 */
export async function attemptOf(
  attempts: Attempts,
  site: SiteContext,
  request: Request,
  purpose: AttemptPurpose,
  options: { session?: boolean } = {},
): Promise<RequestAttempt> {
  const browser = browserOf(site, request)
  const tokens = sentTokens(request.headers.get('cookie'), cookieSettings(site, request)).tokens
  const who: AttemptSubjects = {
    session:
      options.session && tokens.refreshToken ? `${tokens.accessToken}\n${tokens.refreshToken}` : undefined,
    browser: browser.id,
    newBrowser: browser.fresh,
    address: (request as Request & { ip?: string }).ip ?? 'unknown',
  }
  const decision = await attempts.begin(purpose, who)
  return {
    refusedFor: decision.allowed ? undefined : decision.retryAfterSeconds,
    cookies: browser.cookie ? [browser.cookie] : [],
    succeeded: () => attempts.succeeded(purpose, who),
  }
}
