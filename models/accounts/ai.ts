/**
 * What the AI proxy answers (spec §3 "Image generation", "provider status"). The artwork form's rules,
 * which the browser needs too, live in aiRules.ts: this module's schemas would bring Effect along.
 */
import { Schema } from 'effect'

export const GeneratedImage = Schema.Struct({
  created: Schema.optional(Schema.NullOr(Schema.Number)),
  b64_image: Schema.optional(Schema.NullOr(Schema.String)),
  image_url: Schema.optional(Schema.NullOr(Schema.String)),
})
export type GeneratedImage = typeof GeneratedImage.Type

export const ProviderStatus = Schema.Struct({
  created: Schema.optional(Schema.NullOr(Schema.Number)),
  provider: Schema.String,
  eligibility: Schema.Struct({
    generate_images: Schema.Boolean,
    reason: Schema.optional(Schema.NullOr(Schema.String)),
  }),
})
export type ProviderStatus = typeof ProviderStatus.Type

export const imageProviders = ['openai', 'stability'] as const
export type ImageProvider = (typeof imageProviders)[number]
/** The site's provider: one, so the customer never has to know there is a choice. */
export const defaultProvider: ImageProvider = 'openai'
