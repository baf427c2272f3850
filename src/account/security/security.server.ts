/**
 * The security screen on the server: its read (who the customer is) and the email change. The change
 * is sensitive: the service answers 401/2011 without a recent password, and the screen's reauth
 * machine then asks for it (reauth.server.ts) and retries once.
 */
import { Effect } from 'effect'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { type CommandDef, field, invalid } from '../commands.server.ts'
import { meOf } from '../me.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { Security, SecurityRead } from './types.ts'

/** The address rule the identity service applies: one @, something on both sides, a dot in the domain. */
export const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

export async function securityRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<SecurityRead>> {
  return readOf(
    await meOf(platform, request),
    (user): Security => ({ userId: user.id, email: user.email_address }),
  )
}

export const securityCommands = {
  changeEmail: {
    back: '/account/security',
    parse: (form) => {
      const email = field(form, 'email')
      if (!email) return invalid(2013)
      if (email.length > 254 || !emailPattern.test(email)) return invalid(2012)
      return { ok: true, input: email }
    },
    call: (email) => (credentials) =>
      Identity.use((identity) =>
        identity
          .getMe(credentials)
          .pipe(Effect.flatMap((user) => identity.updateEmailAddress(credentials, user.id, email))),
      ),
  } satisfies CommandDef<string>,
}
