/**
 * Every account service the site talks to, built once over one HTTP core (services/accounts/http):
 * the layer behind the site's single account runtime (src/account/platform.server.ts). A new service
 * joins `AccountServices` and `accountServicesLayer` here (docs/account.md, step 3).
 */
import { Layer } from 'effect'
import { Ecom, EcomLive } from './ecom/Ecom.ts'
import { AccountsHttpLive } from './http/client.ts'
import { AccountsConfig, type AccountsSettings } from './http/config.ts'
import { Identity, IdentityLive } from './identity/Identity.ts'
import { License, LicenseLive } from './license/License.ts'

export type AccountServices = Identity | License | Ecom

export const accountServiceTags = { Identity, License, Ecom } as const

export function accountServicesLayer(settings: AccountsSettings): Layer.Layer<AccountServices> {
  return Layer.mergeAll(IdentityLive, LicenseLive, EcomLive).pipe(
    Layer.provide(AccountsHttpLive),
    Layer.provide(Layer.succeed(AccountsConfig, settings)),
  )
}
