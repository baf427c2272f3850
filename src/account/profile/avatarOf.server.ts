/**
 * The header's avatar: the profile's thumbnail, fetched beside the header's `GET me` and never waited
 * for longer than the header budget (decision 106). Any failure just means no picture; `known` says
 * whether the profile answered at all (only then may the header keep the answer, decision 264).
 */
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'

export interface AvatarAnswer {
  readonly avatar: string | undefined
  readonly known: boolean
}

const unknown: AvatarAnswer = { avatar: undefined, known: false }

export async function avatarOf(platform: AccountPlatform, request: Request): Promise<AvatarAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<AvatarAnswer>((resolve) => {
    timer = setTimeout(() => resolve(unknown), platform.headerBudgetMs)
  })
  const call = forCustomer(
    platform,
    request,
    Profile.use((profile) => profile.getProfile()),
  ).then((outcome): AvatarAnswer => {
    outcome.deliver()
    return outcome.result.ok
      ? { avatar: outcome.result.value.avatar?.thumb ?? undefined, known: true }
      : unknown
  })
  return Promise.race([call, late]).finally(() => clearTimeout(timer))
}
