/**
 * The profile screen on the server: its read (the profile) and its commands (save fields, contact
 * preferences, make the uploaded image the avatar, remove it). A change is checked with the profile
 * service's own rules before any call, so HTML comes back as 5023 and nothing is sent or saved.
 */
import type { Profile as ProfileAnswer } from '../../../models/accounts/profile.ts'
import { type ProfileField, profileFields } from '../../../models/accounts/profileRules.ts'
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import { accept, command, formCommand } from '../kit/command.server.ts'
import { read, readOf } from '../kit/read.server.ts'
import { uploadAvatar } from './avatar.server.ts'
import { betasCommands, betasRead } from './betas.server.ts'
import { profileChangeOf } from './change.ts'
import type { ProfileScreen, ProfileValues } from './types.ts'

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

const profileRead = read(async ({ customer }) =>
  readOf(await customer(Profile.use((profile) => profile.getProfile())), toScreen),
)

const back = '/account/profile'

export const reads = { profile: profileRead, betas: betasRead }

export const commands = {
  updateProfile: formCommand({
    back,
    parse: profileChangeOf,
    call: (change) => Profile.use((profile) => profile.updateProfile(change)),
  }),
  setAvatar: command({
    back,
    fields: [],
    parse: () => accept(undefined),
    call: () => Profile.use((profile) => profile.setAvatar()),
  }),
  uploadAvatar,
  removeAvatar: command({
    back,
    fields: [],
    parse: () => accept(undefined),
    call: () => Profile.use((profile) => profile.removeAvatar()),
  }),
  ...betasCommands,
}
