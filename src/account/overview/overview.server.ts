/**
 * The overview's read: the customer from the shared `GET me`, and recommendations from the ecommerce
 * service as deferred data (a failure leaves them out, never the page); its command is the
 * verification email.
 */
import { displayName } from '../../../models/accounts/identity.ts'
import { Ecom } from '../../../services/accounts/ecom/Ecom.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { siteOrigin } from '../../identity/context.server.ts'
import { accept, command } from '../kit/command.server.ts'
import { read, readOf } from '../kit/read.server.ts'
import { meOf } from '../me.server.ts'
import type { Overview } from './types.ts'

const overviewRead = read(async ({ platform, request, customer }) => {
  const [me, recommended] = await Promise.all([
    meOf(platform, request),
    customer(Ecom.use((ecom) => ecom.listRecommendations())),
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
})

export const reads = { overview: overviewRead }

export const commands = {
  sendVerificationEmail: command({
    back: '/account',
    fields: [],
    parse: () => accept(undefined),
    call: (_input, { platform, request }) =>
      Identity.use((identity) =>
        identity.sendVerifyEmailAddress({ redirect_uri: `${siteOrigin(platform.site, request)}/account` }),
      ),
  }),
}
