/**
 * The admin's user search (identity `GET users?email_address` with the address history; the service
 * matches part of an address, decision 246, and the page puts the closest matches first). Only an admin
 * gets an answer; anyone else is refused by the service (403), which the route turns into a 404 so the
 * page does not admit it exists. Without a search, the customer's own address is the probe.
 */
import { Effect } from 'effect'
import { emailSearchTerm, rankByEmail } from '../../../models/accounts/emailSearch.ts'
import { displayName } from '../../../models/accounts/identity.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { readOf, readWith } from '../kit/read.server.ts'
import type { AdminUsers } from './types.ts'

/** The address, or part of one, to search for (models/accounts/emailSearch.ts says what counts). */
export const searchedEmail = (params: URLSearchParams): string | undefined =>
  emailSearchTerm(params.get('email'))

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
          ? rankByEmail(
              email,
              found.items.map((u) => ({
                id: u.id,
                email: u.email_address,
                name: displayName(u),
                created: u.date_created ?? undefined,
                history: (u.email_address_history ?? []).map((h) => ({
                  email: h.email_address,
                  changedAt: h.changed_at ?? undefined,
                })),
              })),
            )
          : [],
      }),
    )
  },
)

export const reads = { adminUsers: adminUsersRead }
export const commands = {}
