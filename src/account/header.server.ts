/**
 * The header's account control on every page: signed out (no call at all), or signed in with the
 * customer's name. The name comes from `GET me` but never holds the page up for longer than the
 * platform's header budget: past it the page renders with "Your account" (docs/decisions/052).
 */
import { displayName } from '../../models/accounts/identity.ts'
import { hasSession } from '../identity/customer.server.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'
import { meOf } from './me.server.ts'
import { avatarOf } from './profile/avatarOf.server.ts'
import type { ReadAnswer } from './reads.server.ts'
import type { SessionSummary } from './session.ts'

const late = Symbol('late')

export async function sessionSummary(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<SessionSummary>> {
  if (!hasSession(request)) return { value: { status: 'signedOut' } }
  let timer: ReturnType<typeof setTimeout> | undefined
  const budget = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), platform.headerBudgetMs)
  })
  const avatar = avatarOf(platform, request)
  const outcome = await Promise.race([meOf(platform, request), budget]).finally(() => clearTimeout(timer))
  if (outcome === late) return { value: { status: 'signedIn', name: undefined } }
  if (!outcome.signedIn) return { value: { status: 'signedOut' }, outcome }
  const { result } = outcome
  return {
    value: {
      status: 'signedIn',
      name: result.ok ? displayName(result.value) : undefined,
      avatar: await avatar,
    },
    outcome,
  }
}
