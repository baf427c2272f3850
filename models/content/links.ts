/**
 * Links in content: internal links reference documents and are resolved to site paths (the query
 * dereferences the target, decoding turns it into `href`); external links carry an http(s) URL.
 */
import { Schema, SchemaGetter } from 'effect'
import { safeExternalUrl, targetPath } from './linkTargets.ts'

/** What the query projects from a referenced document: just enough to compute its path. */
export const LinkTarget = Schema.Struct({
  _type: Schema.String,
  contentType: Schema.optionalKey(Schema.String),
  product: Schema.optionalKey(Schema.String),
  slug: Schema.optionalKey(Schema.String),
  semanticVersion: Schema.optionalKey(
    Schema.Struct({ majorVersion: Schema.Number, minorVersion: Schema.Number, patchVersion: Schema.Number }),
  ),
})
export type LinkTarget = typeof LinkTarget.Type

/**
 * What a call to action does, when it is more than a link (decision 181): buy a catalogue product in
 * the store (with a campaign's discount code), start a product's free trial (sign-up, then the trial
 * download), or change a subscription to a catalogue plan in the account.
 */
export const CtaAction = Schema.Struct({
  _type: Schema.optionalKey(Schema.String),
  kind: Schema.Literals(['checkout', 'trial', 'planChange']),
  /** checkout and planChange: the ecommerce catalogue's product id. */
  catalogProductId: Schema.optionalKey(Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0))),
  /** checkout: a discount code the store applies (a campaign's). */
  discountCode: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[A-Z0-9-]{1,40}$/))),
  /** trial: the product value ('studio', 'dj/pro'). */
  product: Schema.optionalKey(Schema.String),
})
export type CtaAction = typeof CtaAction.Type

/** What kind of end a call to action has; the site marks each link with it (`data-cta`). */
export type CtaKind = 'page' | 'external' | CtaAction['kind']

const ResolvedLink = Schema.Struct({
  _key: Schema.optionalKey(Schema.String),
  label: Schema.String,
  /**
   * Site path or external URL; absent when the target cannot be resolved. A checkout gets the store's
   * address on the server (the store is configuration, src/content/actions.server.ts).
   */
  href: Schema.optionalKey(Schema.String),
  external: Schema.Boolean,
  kind: Schema.Literals(['page', 'external', 'checkout', 'trial', 'planChange']),
  checkout: Schema.optionalKey(
    Schema.Struct({ catalogProductId: Schema.Number, discountCode: Schema.optionalKey(Schema.String) }),
  ),
})

/** A call-to-action link as stored (`internal` dereferenced by the query) → `{label, href?, external}`. */
export const Cta = Schema.Struct({
  _key: Schema.optionalKey(Schema.String),
  label: Schema.String,
  internal: Schema.optionalKey(LinkTarget),
  /** A section of the internal target to land on (its section `name`). */
  anchor: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[a-z0-9-]{1,64}$/))),
  external: Schema.optionalKey(Schema.String),
  action: Schema.optionalKey(CtaAction),
}).pipe(
  Schema.decodeTo(ResolvedLink, {
    decode: SchemaGetter.transform((raw) => {
      const key = raw._key ? { _key: raw._key } : {}
      const action = raw.action ? actionLink(raw.action) : undefined
      if (action) return { ...key, label: raw.label, ...action }
      const path = targetPath(raw.internal)
      const internal = path && raw.anchor && !path.includes('#') ? `${path}#${raw.anchor}` : path
      const href = internal ?? safeExternalUrl(raw.external)
      const external = internal === undefined && href !== undefined
      return {
        ...key,
        label: raw.label,
        ...(href ? { href } : {}),
        external,
        kind: external ? ('external' as const) : ('page' as const),
      }
    }),
    encode: SchemaGetter.transform((link) => ({
      label: link.label,
      ...(link.href ? { external: link.href } : {}),
    })),
  }),
)
export type Cta = typeof Cta.Type

/**
 * The link of an action, or undefined when the action lacks what it needs (then the CTA falls back to
 * its plain link). Trials go to sign-up, which ends at the trial download; plan changes to the
 * account's subscriptions with the plan chosen; a checkout's address is added on the server.
 */
function actionLink(action: CtaAction) {
  switch (action.kind) {
    case 'trial':
      return action.product
        ? {
            href: `/sign-up?trial=${encodeURIComponent(action.product)}`,
            external: false,
            kind: 'trial' as const,
          }
        : undefined
    case 'planChange':
      return action.catalogProductId
        ? {
            href: `/account/subscriptions?plan=${action.catalogProductId}`,
            external: false,
            kind: 'planChange' as const,
          }
        : undefined
    case 'checkout':
      return action.catalogProductId
        ? {
            external: true,
            kind: 'checkout' as const,
            checkout: {
              catalogProductId: action.catalogProductId,
              ...(action.discountCode ? { discountCode: action.discountCode } : {}),
            },
          }
        : undefined
  }
}
