/**
 * What the profile service answers (spec §3 Profile, beta programs, surveys, tracking, partner
 * promotions). Fields the screens do not rely on are optional and nullable, so an extra or missing
 * detail does not break a page. The field and avatar rules live in profileRules.ts (the browser needs
 * them; this module's schemas would bring Effect along).
 */
import { Schema } from 'effect'

const Text = Schema.optional(Schema.NullOr(Schema.String))
const Num = Schema.optional(Schema.NullOr(Schema.Number))
const Flag = Schema.optional(Schema.NullOr(Schema.Boolean))

export const Avatar = Schema.Struct({
  ts: Num,
  thumb: Schema.String,
  mid: Schema.String,
  full: Schema.String,
})
export type Avatar = typeof Avatar.Type

export const Profile = Schema.Struct({
  user_id: Schema.Number,
  email_address: Text,
  global_contact_status: Num,
  first_name: Text,
  last_name: Text,
  dj_name: Text,
  locale: Text,
  address_1: Text,
  address_2: Text,
  city: Text,
  region: Text,
  postcode: Text,
  country_code: Text,
  notify_tracked: Flag,
  notify_private: Flag,
  auto_read: Flag,
  auto_subscribe: Flag,
  threads_per_page: Num,
  language: Text,
  display_name: Text,
  company: Text,
  daw: Text,
  product: Text,
  avatar: Schema.optional(Schema.NullOr(Avatar)),
  date_created: Text,
  date_updated: Text,
})
export type Profile = typeof Profile.Type
export const ProfileList = Schema.Struct({ items: Schema.Array(Profile) })

export const UploadUrl = Schema.Struct({ method: Schema.String, url: Schema.String, expires: Text })
export type UploadUrl = typeof UploadUrl.Type

export const BetaProgram = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  active: Flag,
  qualifying_license_type_ids: Schema.optional(Schema.Array(Schema.Number)),
  download_url: Text,
})
export type BetaProgram = typeof BetaProgram.Type
export const BetaProgramList = Schema.Struct({ items: Schema.Array(BetaProgram) })

export const BetaMembership = Schema.Struct({ beta_program: BetaProgram, active: Flag, banned: Flag })
export type BetaMembership = typeof BetaMembership.Type
export const BetaMembershipList = Schema.Struct({ items: Schema.Array(BetaMembership) })

export const SurveySent = Schema.Struct({
  id: Schema.Union([Schema.Number, Schema.String]),
  user_id: Num,
  survey: Schema.optional(Schema.Unknown),
  created_at: Text,
})
export type SurveySent = typeof SurveySent.Type

export const TrackingAnswer = Schema.Struct({
  allow_tracking: Schema.Boolean,
  country_code: Text,
  reason: Text,
})
export type TrackingAnswer = typeof TrackingAnswer.Type

export const PartnerCode = Schema.Struct({
  user_id: Num,
  promotion_code: Schema.String,
  promotion_name: Schema.String,
  user_added_at: Text,
})
export type PartnerCode = typeof PartnerCode.Type
export const PartnerCodeList = Schema.Struct({ items: Schema.Array(PartnerCode) })
