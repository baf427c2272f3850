/**
 * The header's avatar: the profile's thumbnail, fetched beside the header's `GET me` and never waited
 * for longer than the header budget (decision 106). Any failure just means no picture.
 */
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'

export async function avatarOf(platform: AccountPlatform, request: Request): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), platform.headerBudgetMs)
  })
  const call = forCustomer(
    platform,
    request,
    Profile.use((profile) => profile.getProfile()),
  ).then((outcome) => {
    outcome.deliver()
    return outcome.result.ok ? (outcome.result.value.avatar?.thumb ?? undefined) : undefined
  })
  return Promise.race([call, late]).finally(() => clearTimeout(timer))
}
