/**
 * The admin's user search (identity `GET users?email_address` with the address history). Only an admin
 * gets an answer; anyone else is refused by the service (403), which the route turns into a 404 so the
 * page does not admit it exists. Without a search, the customer's own address is the probe.
 */
import { Effect } from 'effect'
import { displayName } from '../../../models/accounts/identity.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { readOf, readWith } from '../kit/read.server.ts'
import type { AdminUsers } from './types.ts'

/** The address to search for, from the page's query: undefined unless it looks like an address. */
export const searchedEmail = (params: URLSearchParams): string | undefined => {
  const email = params.get('email')?.trim()
  return email && email.length <= 254 && /^[^\s@<>]+@[^\s@<>]+$/.test(email) ? email : undefined
}

const adminUsersRead = readWith(
  (params) => ({ email: searchedEmail(params) }),
  async ({ customer }, { email }) => {
    const outcome = await customer(
      Identity.use((identity) =>
        (email ? Effect.succeed(email) : identity.getMe().pipe(Effect.map((u) => u.email_address))).pipe(
          Effect.flatMap((address) =>
            identity.findUsers({ email_address: address, include_email_address_history: true }),
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
  },
)

export const reads = { adminUsers: adminUsersRead }
export const commands = {}
