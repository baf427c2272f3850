/** The overview's read (the customer from the shared `GET me`) and its command (verification email). */
import { displayName } from '../../../models/accounts/identity.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { siteOrigin } from '../../auth/context.server.ts'
import type { CommandDef } from '../commands.server.ts'
import { meOf } from '../me.server.ts'
import type { AccountPlatform } from '../platform.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { Overview, OverviewRead } from './types.ts'

export async function overviewRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<OverviewRead>> {
  return readOf(
    await meOf(platform, request),
    (user): Overview => ({
      name: displayName(user),
      email: user.email_address,
      locale: user.locale ?? undefined,
    }),
  )
}

export const overviewCommands = {
  sendVerificationEmail: {
    back: '/account',
    parse: () => ({ ok: true, input: undefined }),
    call:
      (_input, { platform, request }) =>
      (credentials) =>
        Identity.use((identity) =>
          identity.sendVerifyEmailAddress(credentials, {
            redirect_uri: `${siteOrigin(platform.site, request)}/account`,
          }),
        ),
  } satisfies CommandDef<undefined>,
}
