/**
 * The admin's user search through both searches of spec §7: identity `GET users?email_address` with the
 * address history, and the profile service's `GET users?email_address` (decision 253), merged by user;
 * the services match part of an address (decision 246), and the page puts the closest first. Only an admin
 * gets an answer; anyone else is refused by the service (403), which the route turns into a 404 so the
 * page does not admit it exists. Without a search, the customer's own address is the probe.
 */
import { Effect } from 'effect'
import { emailSearchTerm, rankByEmail } from '../../../models/accounts/emailSearch.ts'
import { displayName } from '../../../models/accounts/identity.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import { readOf, readWith } from '../kit/read.server.ts'
import type { AdminUsers, FoundUser } from './types.ts'

/** The address, or part of one, to search for (models/accounts/emailSearch.ts says what counts). */
export const searchedEmail = (params: URLSearchParams): string | undefined =>
  emailSearchTerm(params.get('email'))

const adminUsersRead = readWith(
  (params) => ({ email: searchedEmail(params) }),
  async ({ customer }, { email }) => {
    const outcome = await customer(
      Identity.use((identity) =>
        Profile.use((profile) =>
          (email ? Effect.succeed(email) : identity.getMe().pipe(Effect.map((u) => u.email_address))).pipe(
            Effect.flatMap((address) =>
              Effect.all(
                [
                  identity.findUsers({ email_address: address, include_email_address_history: true }),
                  profile.findProfiles(address),
                ],
                { concurrency: 2 },
              ),
            ),
          ),
        ),
      ),
    )
    return readOf(outcome, ([people, profiles]): AdminUsers => {
      const found: FoundUser[] = people.items.map((u) => ({
        id: u.id,
        email: u.email_address,
        name: displayName(u),
        created: u.date_created ?? undefined,
        history: (u.email_address_history ?? []).map((h) => ({
          email: h.email_address,
          changedAt: h.changed_at ?? undefined,
        })),
      }))
      // Someone only the profile search knows (its own copy of the address) still shows, once.
      for (const p of profiles.items) {
        if (found.some((u) => u.id === p.user_id) || !p.email_address) continue
        found.push({
          id: p.user_id,
          email: p.email_address,
          name: displayName({ ...p, email_address: p.email_address }),
          created: p.date_created ?? undefined,
          history: [],
        })
      }
      return { email, users: email ? rankByEmail(email, found) : [] }
    })
  },
)

export const reads = { adminUsers: adminUsersRead }
export const commands = {}
