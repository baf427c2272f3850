/**
 * The registry of account reads: each name a function from the request to a JSON-safe value for a
 * view (plus the customer outcome whose cookies the response must carry). Server rendering calls them
 * directly (reads.ts), client-side navigation through the one JSON endpoint `GET /api/account/read/$name`.
 * A new area adds its read here (docs/account.md, step 5).
 */

import type { AccountRead } from '../../models/accounts/result.ts'
import { consoleRead } from '../admin/notifications/console.server.ts'
import type { CustomerOutcome } from '../identity/customer.server.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'
import { adminUsersRead } from './admin/adminUsers.server.ts'
import { artworkRead } from './artwork/artwork.server.ts'
import { assetsRead } from './assets/assets.server.ts'
import {
  invoiceRead,
  ordersRead,
  paymentMethodsRead,
  subscriptionsRead,
  vouchersRead,
} from './commerce/reads.server.ts'
import { downloadsRead } from './downloads/downloads.server.ts'
import { sessionSummary } from './header.server.ts'
import { libraryFileRead } from './library/library.server.ts'
import { licencesRead } from './licences/licences.server.ts'
import { overviewRead } from './overview/overview.server.ts'
import { betasRead, profileRead } from './profile/profile.server.ts'
import { rewardsRead } from './rewards/rewards.server.ts'
import { securityRead } from './security/security.server.ts'

export interface ReadAnswer<A> {
  readonly value: A
  /** The customer call behind the value, when there was one: its cookies go out with the answer. */
  readonly outcome?: CustomerOutcome<unknown>
}

/** An area read's answer from its customer call: signed out, or the call's typed result mapped for the view. */
export function readOf<A, B>(outcome: CustomerOutcome<A>, view: (value: A) => B): ReadAnswer<AccountRead<B>> {
  if (!outcome.signedIn) return { value: { status: 'signedOut' }, outcome }
  const { result } = outcome
  return {
    value: result.ok
      ? { status: 'signedIn', ok: true, value: view(result.value) }
      : { status: 'signedIn', ...result },
    outcome,
  }
}

export const accountReads = {
  session: sessionSummary,
  overview: overviewRead,
  licences: licencesRead,
  notificationsConsole: consoleRead,
  downloads: downloadsRead,
  assets: assetsRead,
  libraryFile: libraryFileRead,
  artwork: artworkRead,
  subscriptions: subscriptionsRead,
  paymentMethods: paymentMethodsRead,
  orders: ordersRead,
  invoice: invoiceRead,
  vouchers: vouchersRead,
  profile: profileRead,
  betas: betasRead,
  security: securityRead,
  rewards: rewardsRead,
  adminUsers: adminUsersRead,
} satisfies Record<string, (platform: AccountPlatform, request: Request) => Promise<ReadAnswer<unknown>>>

export type ReadName = keyof typeof accountReads
export type ReadValue<N extends ReadName> = Awaited<ReturnType<(typeof accountReads)[N]>>['value']

export const isReadName = (name: string): name is ReadName => Object.hasOwn(accountReads, name)

/** Runs a read; the cookies to send are the outcome's (delivered: the response will carry them). */
export async function runRead<N extends ReadName>(
  platform: AccountPlatform,
  request: Request,
  name: N,
): Promise<{ value: ReadValue<N>; cookies: ReadonlyArray<string> }> {
  const answer = (await accountReads[name](platform, request)) as ReadAnswer<ReadValue<N>>
  answer.outcome?.deliver()
  return { value: answer.value, cookies: answer.outcome?.cookies ?? [] }
}

/** `GET /api/account/read/$name`: the same answer as JSON, never cached by anyone but the customer. */
export async function readResponse(
  platform: AccountPlatform,
  request: Request,
  name: string,
): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'private, no-store' })
  if (!isReadName(name)) {
    return new Response(JSON.stringify({ error: `No account read named "${name}"` }), {
      status: 404,
      headers,
    })
  }
  const { value, cookies } = await runRead(platform, request, name)
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(JSON.stringify(value), { status: 200, headers })
}
