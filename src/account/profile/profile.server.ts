/**
 * The profile screen on the server: its read (the profile) and its commands (save fields, contact
 * preferences, make the uploaded image the avatar, remove it). A change is checked with the profile
 * service's own rules before any call, so HTML comes back as 5023 and nothing is sent or saved.
 */
import type { Profile as ProfileAnswer } from '../../../models/accounts/profile.ts'
import { type ProfileField, profileFields } from '../../../models/accounts/profileRules.ts'
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import type { CommandDef } from '../commands.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import { betasCommands, betasRead } from './betas.server.ts'
import { profileChangeOf } from './change.ts'
import type { ProfileRead, ProfileScreen, ProfileValues } from './types.ts'

export function toScreen(profile: ProfileAnswer): ProfileScreen {
  const values: Partial<Record<ProfileField, string | number | boolean>> = {}
  for (const field of profileFields) {
    const value = profile[field]
    if (value !== null && value !== undefined) values[field] = value
  }
  return {
    email: profile.email_address ?? '',
    values: values as ProfileValues,
    avatar: profile.avatar ? { thumb: profile.avatar.thumb, mid: profile.avatar.mid } : undefined,
  }
}

export async function profileRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<ProfileRead>> {
  const outcome = await forCustomer(platform, request, (credentials) =>
    Profile.use((profile) => profile.getProfile(credentials)),
  )
  return readOf(outcome, toScreen)
}

export { profileChangeOf }

const back = '/account/profile'

export const profileCommands = {
  updateProfile: {
    back,
    parse: profileChangeOf,
    call: (change) => (credentials) => Profile.use((profile) => profile.updateProfile(credentials, change)),
  } satisfies CommandDef<Partial<Record<ProfileField, string | number | boolean>>>,
  setAvatar: {
    back,
    parse: () => ({ ok: true, input: undefined }),
    call: () => (credentials) => Profile.use((profile) => profile.setAvatar(credentials)),
  } satisfies CommandDef<undefined>,
  removeAvatar: {
    back,
    parse: () => ({ ok: true, input: undefined }),
    call: () => (credentials) => Profile.use((profile) => profile.removeAvatar(credentials)),
  } satisfies CommandDef<undefined>,
  ...betasCommands,
}

export { betasRead }
