/**
 * What the identity service answers (the provider's public SDKs: tokens and response shapes). Fields the site does not rely on are optional, so an extra or missing detail in the
 * provider's answer does not break sign-in; the ones it does rely on are required.
 */
import { Schema } from 'effect'

const OptionalText = Schema.optional(Schema.NullOr(Schema.String))

export const User = Schema.Struct({
  id: Schema.Number,
  email_address: Schema.String,
  first_name: OptionalText,
  last_name: OptionalText,
  date_created: OptionalText,
  locale: OptionalText,
  password_last_updated: OptionalText,
})
export type User = typeof User.Type

export const Token = Schema.Struct({
  token: Schema.String,
  /** Unix seconds. */
  expires_at: Schema.Number,
  type: Schema.optional(Schema.String),
  scopes: Schema.optional(Schema.Record(Schema.String, Schema.Array(Schema.String))),
})
export type Token = typeof Token.Type

/** Refresh answers the pair at the top level (v1 and v2). */
export const TokenPair = Schema.Struct({ access: Token, refresh: Token })
export type TokenPair = typeof TokenPair.Type

/** Exchange and login answer the user and the pair under `tokens`. */
export const SignedIn = Schema.Struct({ user: User, tokens: TokenPair })
export type SignedIn = typeof SignedIn.Type

export const UserList = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      ...User.fields,
      email_address_history: Schema.optional(
        Schema.Array(Schema.Struct({ email_address: Schema.String, changed_at: OptionalText })),
      ),
    }),
  ),
})
export type UserList = typeof UserList.Type

/** The name a page shows for a customer: first and last name, else the email address. */
export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'email_address'>): string {
  const name = [user.first_name, user.last_name].filter((part) => part?.trim()).join(' ')
  return name || user.email_address
}
