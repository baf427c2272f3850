/**
 * What the licence service answers (spec §3 "Licence query", "Product", "Licence authorization"; the
 * field names are the provider's). Fields the screens do not rely on are optional and nullable, so an
 * extra or missing detail in an answer does not break the page.
 */
import { Schema } from 'effect'

const Text = Schema.optional(Schema.NullOr(Schema.String))
const Num = Schema.optional(Schema.NullOr(Schema.Number))

export const licenceTerms = ['permanent', 'subscription', 'trial', 'timelimited'] as const
export type LicenceTerm = (typeof licenceTerms)[number]

export const LicenseType = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  term: Schema.String,
  expires_days: Num,
})
export type LicenseType = typeof LicenseType.Type

export const Activation = Schema.Struct({
  app: Schema.optional(Schema.NullOr(Schema.Struct({ id: Text, version: Text }))),
  machine: Schema.Struct({
    hardware_id: Schema.String,
    canonical_hardware_id: Text,
    name: Text,
    activated_at: Text,
  }),
})
export type Activation = typeof Activation.Type

export const License = Schema.Struct({
  id: Schema.Union([Schema.Number, Schema.String]),
  user_id: Num,
  activations: Schema.optional(Schema.Array(Activation)),
  activation_limit: Num,
  license_type: LicenseType,
  valid_to: Text,
  expires_in_days: Num,
  ilok: Schema.optional(Schema.NullOr(Schema.Struct({ token: Text, user_id: Text, url: Text }))),
  subscription_status: Text,
  deleted: Schema.optional(Schema.NullOr(Schema.Union([Schema.Boolean, Schema.Number]))),
})
export type License = typeof License.Type

export const LicenseList = Schema.Struct({ items: Schema.Array(License) })

export const ProductType = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  license_types: Schema.optional(Schema.Array(Schema.Struct({ count: Num, license_type: LicenseType }))),
  upgrade_from: Schema.optional(Schema.Unknown),
  upgrade_to: Schema.optional(Schema.Unknown),
})
export type ProductType = typeof ProductType.Type
export const ProductTypeList = Schema.Struct({ items: Schema.Array(ProductType) })

export const Product = Schema.Struct({
  id: Schema.Union([Schema.Number, Schema.String]),
  date_created: Text,
  user_id: Num,
  licenses: Schema.optional(Schema.Array(License)),
  product_type: ProductType,
  /** The serial number it was registered with; absent for a subscription or trial (decision 243). */
  product_serial_number: Text,
  subscription_status: Text,
  deleted: Schema.optional(Schema.NullOr(Schema.Union([Schema.Boolean, Schema.Number]))),
})
export type Product = typeof Product.Type
export const ProductList = Schema.Struct({ items: Schema.Array(Product) })

export const AuthorizationCreated = Schema.Struct({
  authorization_id: Schema.Union([Schema.Number, Schema.String]),
  licenses: Schema.optional(Schema.Unknown),
})
export type AuthorizationCreated = typeof AuthorizationCreated.Type

export const AuthorizationUpdated = Schema.Struct({
  result: Schema.optional(Schema.Unknown),
  refresh_token_id: Schema.optional(Schema.Array(Schema.String)),
})
export type AuthorizationUpdated = typeof AuthorizationUpdated.Type
