/**
 * The header's account control on every page, decided by the login-state machine of spec §4
 * (machines/identity/loginState.ts), one actor per request with a refresh cookie (without one, its verdict
 * is the same for every request and is settled once): `loading` while it reads the request's cookies, then
 * `loggedIn` or `loggedOut` by whether a refresh cookie exists. Logged out makes no call at all. Logged in,
 * the header asks `GET me` for the name but never holds the page up for longer than the platform's header
 * budget: past it the page renders with "Your account" (docs/decisions/052). When renewal finds the refresh
 * token invalid, the machine gets `session.ended` and drops to `loggedOut`; the customer call's cookies
 * delete the session (spec §4). The machine runs here, not in the browser: the refresh cookie is HttpOnly,
 * and the header is part of the server's HTML (decision 150). A session's name and picture are kept for a
 * short while and forgotten on any account command (decision 264): most views make no header call at all.
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

/**
 * Where the machine settles for a request without a refresh cookie: the same for every such request
 * (nothing else reaches it), so it runs once per process and anonymous pages reuse its verdict. An actor
 * per anonymous page was 4% of an uncached content page's CPU.
 */
let withoutSessionTag: Promise<LoginTag> | undefined
function settledWithoutSession(): Promise<LoginTag> {
  withoutSessionTag ??= (async () => {
    const actor = createActor(withoutSession).start()
    try {
      return tagOf(await waitFor(actor, (s) => !s.hasTag('busy')))
    } finally {
      actor.stop()
    }
  })()
  return withoutSessionTag
}

export async function sessionSummary(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<SessionSummary>> {
  const signedIn = hasSession(request)
  if (!signedIn && (await settledWithoutSession()) === 'loggedOut') return { value: { state: 'loggedOut' } }
  const actor = createActor(signedIn ? withSession : withoutSession).start()
  try {
    const settled = await waitFor(actor, (s) => !s.hasTag('busy'))
    if (tagOf(settled) === 'loggedOut') return { value: { state: 'loggedOut' } }
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
    if (!outcome.signedIn) actor.send({ type: 'session.ended' })
    if (tagOf(actor.getSnapshot()) === 'loggedOut') return { value: { state: 'loggedOut' }, outcome }
    const { result } = outcome
    const name = result.ok ? displayName(result.value) : undefined
    const picture = await avatar
    // Kept only when both answered: a late or failed call is asked again on the next page.
    if (name !== undefined && picture.known) cache.store(key, { name, avatar: picture.avatar }, mark)
    return { value: { state: 'loggedIn', name, avatar: picture.avatar }, outcome }
  } finally {
    actor.stop()
  }
}
