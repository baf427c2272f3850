/**
 * The overview's read: the customer from the shared `GET me`, and recommendations from the ecommerce
 * service as deferred data (a failure leaves them out, never the page); its command is the
 * verification email.
 */
import { displayName } from '../../../models/accounts/identity.ts'
import { Ecom } from '../../../services/accounts/ecom/Ecom.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { siteOrigin } from '../../identity/context.server.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import type { CommandDef } from '../commands.server.ts'
import { meOf } from '../me.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { Overview, OverviewRead } from './types.ts'

export async function overviewRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<OverviewRead>> {
  const [me, recommended] = await Promise.all([
    meOf(platform, request),
    forCustomer(platform, request, (credentials) =>
      Ecom.use((ecom) => ecom.listRecommendations(credentials)),
    ),
  ])
  recommended.deliver()
  const recommendations = recommended.result.ok
    ? recommended.result.value.items
        .filter((p) => p.available !== false)
        .slice(0, 4)
        .map((p) => ({ id: p.id, name: p.name, price: p.promotional_price ?? p.price }))
    : []
  return readOf(
    me,
    (user): Overview => ({
      name: displayName(user),
      email: user.email_address,
      locale: user.locale ?? undefined,
      recommendations,
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
