/**
 * The header's account control on every page, decided by the login-state machine of spec §4
 * (machines/identity/loginState.ts): `loading` while it reads the request's cookies, then `loggedIn` or
 * `loggedOut` by whether a refresh cookie exists. Its verdicts are the same for every request with a
 * refresh cookie and for every one without, so each is settled once per process. Logged out makes no
 * call at all. Logged in, the header asks `GET me` for the name but never holds the page up for longer
 * than the platform's header budget: past it the page renders with "Your account" (docs/decisions/052).
 * When renewal finds the refresh token invalid, the machine's verdict after `session.ended` applies
 * (`loggedOut`); the customer call's cookies delete the session (spec §4). The machine runs here, not
 * in the browser: the refresh cookie is HttpOnly, and the header is part of the server's HTML
 * (decision 150). A session's name and picture are kept for a short while and forgotten on any account
 * command (decision 264): most views make no header call at all.
 */
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
import { loginStateMachine } from '../../machines/identity/loginState.ts'
import { displayName } from '../../models/accounts/identity.ts'
import { hasSession } from '../identity/customer.server.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'
import { headerCacheOf, sessionKeyOf } from './headerCache.server.ts'
import type { ReadAnswer } from './kit/read.server.ts'
import { meOf } from './me.server.ts'
import { avatarOf } from './profile/avatarOf.server.ts'
import type { LoginTag, SessionSummary } from './session.ts'

const late = Symbol('late')

/**
 * The machine as it reads a request with and without a refresh cookie; nothing here signs out (no
 * `logOut`). Provided once each: `provide` per request rebuilt the machine's states on every page.
 */
const loginStateFor = (hasRefreshToken: boolean) =>
  loginStateMachine.provide({ actors: { readSession: fromPromise(async () => ({ hasRefreshToken })) } })
const withSession = loginStateFor(true)
const withoutSession = loginStateFor(false)

const tagOf = (snapshot: SnapshotFrom<typeof loginStateMachine>): LoginTag =>
  snapshot.hasTag('loggedIn') ? 'loggedIn' : 'loggedOut'

/** Where the machine settles for a request, and where a settled session goes when renewal ends it. */
interface Verdicts {
  readonly settled: LoginTag
  readonly afterEnded: LoginTag
}

/**
 * The machine's verdicts for requests with and without a refresh cookie. They are the same for every
 * such request (nothing else reaches the machine), so each is found once per process, by running an
 * actor to its settled state and then ending its session, and every page reuses them. An actor per
 * page was 4% of an uncached content page's CPU, and 2.5% of an account screen's.
 */
const verdicts = new Map<boolean, Promise<Verdicts>>()
function verdictsOf(hasRefreshToken: boolean): Promise<Verdicts> {
  let found = verdicts.get(hasRefreshToken)
  if (!found) {
    found = (async () => {
      const actor = createActor(hasRefreshToken ? withSession : withoutSession).start()
      try {
        const settled = tagOf(await waitFor(actor, (s) => !s.hasTag('busy')))
        actor.send({ type: 'session.ended' })
        return { settled, afterEnded: tagOf(actor.getSnapshot()) }
      } finally {
        actor.stop()
      }
    })()
    verdicts.set(hasRefreshToken, found)
  }
  return found
}

export async function sessionSummary(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<SessionSummary>> {
  const verdict = await verdictsOf(hasSession(request))
  if (verdict.settled === 'loggedOut') return { value: { state: 'loggedOut' } }
  const cache = headerCacheOf(platform)
  const key = sessionKeyOf(platform, request)
  const kept = cache.get(key)
  if (kept) return { value: { state: 'loggedIn', name: kept.name, avatar: kept.avatar } }
  const mark = cache.mark()
  let timer: ReturnType<typeof setTimeout> | undefined
  const budget = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), platform.headerBudgetMs)
  })
  const avatar = avatarOf(platform, request)
  const outcome = await Promise.race([meOf(platform, request), budget]).finally(() => clearTimeout(timer))
  if (outcome === late) return { value: { state: 'loggedIn', name: undefined } }
  if (!outcome.signedIn && verdict.afterEnded === 'loggedOut')
    return { value: { state: 'loggedOut' }, outcome }
  const { result } = outcome
  const name = result.ok ? displayName(result.value) : undefined
  const picture = await avatar
  // Kept only when both answered: a late or failed call is asked again on the next page.
  if (name !== undefined && picture.known) cache.store(key, { name, avatar: picture.avatar }, mark)
  return { value: { state: 'loggedIn', name, avatar: picture.avatar }, outcome }
}
