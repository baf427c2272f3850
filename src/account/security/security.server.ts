/**
 * The security area on the server: its read (who the customer is) and the email change. The change is
 * sensitive: the service answers 401/2011 without a recent password, and the screen's reauth machine then
 * asks for it (reauth.server.ts) and retries once.
 */
import { Effect } from 'effect'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { accept, command, invalid } from '../kit/command.server.ts'
import { read, readOf } from '../kit/read.server.ts'
import { meOf } from '../me.server.ts'
import type { Security } from './types.ts'

/** The address rule the identity service applies: one @, something on both sides, a dot in the domain. */
export const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

const securityRead = read(async ({ platform, request }) =>
  readOf(await meOf(platform, request), (user): Security => ({ userId: user.id, email: user.email_address })),
)

export const reads = { security: securityRead }

export const commands = {
  changeEmail: command({
    back: '/account/security',
    fields: ['email'],
    parse: ({ email }) => {
      if (!email) return invalid(2013)
      if (email.length > 254 || !emailPattern.test(email)) return invalid(2012)
      return accept(email)
    },
    call: (email) =>
      Identity.use((identity) =>
        identity.getMe().pipe(Effect.flatMap((user) => identity.updateEmailAddress(user.id, email))),
      ),
  }),
}
