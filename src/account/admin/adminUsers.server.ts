/**
 * The admin's user search (identity `GET users?email_address` with the address history). Only an admin
 * gets an answer; anyone else is refused by the service (403), which the route turns into a 404 so the
 * page does not admit it exists. Without a search, the customer's own address is the probe.
 */
import { Effect } from 'effect'
import { displayName } from '../../../models/accounts/identity.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { AdminUsers, AdminUsersRead } from './types.ts'

export const searchedEmail = (url: string): string | undefined => {
  const email = new URL(url).searchParams.get('email')?.trim()
  return email && email.length <= 254 && /^[^\s@<>]+@[^\s@<>]+$/.test(email) ? email : undefined
}

export async function adminUsersRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<AdminUsersRead>> {
  const email = searchedEmail(request.url)
  const outcome = await forCustomer(platform, request, (credentials) =>
    Identity.use((identity) =>
      (email
        ? Effect.succeed(email)
        : identity.getMe(credentials).pipe(Effect.map((u) => u.email_address))
      ).pipe(
        Effect.flatMap((address) =>
          identity.findUsers(credentials, { email_address: address, include_email_address_history: true }),
        ),
      ),
    ),
  )
  return readOf(
    outcome,
    (found): AdminUsers => ({
      email,
      users: email
        ? found.items.map((u) => ({
            id: u.id,
            email: u.email_address,
            name: displayName(u),
            created: u.date_created ?? undefined,
            history: (u.email_address_history ?? []).map((h) => ({
              email: h.email_address,
              changedAt: h.changed_at ?? undefined,
            })),
          }))
        : [],
    }),
  )
}
