/**
 * Every account service the site talks to, built once over one HTTP core (services/accounts/http):
 * the layer behind the site's single account runtime (src/identity/platform.server.ts). A new service
 * joins `AccountServices` and `accountServicesLayer` here (docs/account.md, step 3).
 */
import { Layer } from 'effect'
import { AiProxy, AiProxyLive } from './ai-proxy/AiProxy.ts'
import { CloudLibrary, CloudLibraryLive } from './cloudlib/CloudLibrary.ts'
import { DownloadAssets, DownloadAssetsLive } from './da/DownloadAssets.ts'
import { Ecom, EcomLive } from './ecom/Ecom.ts'
import { AccountsHttpLive } from './http/client.ts'
import { AccountsConfig, type AccountsSettings } from './http/config.ts'
import { Identity, IdentityLive } from './identity/Identity.ts'
import { License, LicenseLive } from './license/License.ts'
import { Notifications, NotificationsLive } from './notifications/Notifications.ts'
import { Profile, ProfileLive } from './profile/Profile.ts'
import { Rewards, RewardsLive } from './rewards/Rewards.ts'

export type AccountServices =
  | Identity
  | License
  | Ecom
  | Profile
  | Rewards
  | Notifications
  | DownloadAssets
  | CloudLibrary
  | AiProxy

export const accountServiceTags = {
  Identity,
  License,
  Ecom,
  Profile,
  Rewards,
  Notifications,
  DownloadAssets,
  CloudLibrary,
  AiProxy,
} as const

export function accountServicesLayer(settings: AccountsSettings): Layer.Layer<AccountServices> {
  return Layer.mergeAll(
    IdentityLive,
    LicenseLive,
    EcomLive,
    ProfileLive,
    RewardsLive,
    NotificationsLive,
    DownloadAssetsLive,
    CloudLibraryLive,
    AiProxyLive,
  ).pipe(Layer.provide(AccountsHttpLive), Layer.provide(Layer.succeed(AccountsConfig, settings)))
}
