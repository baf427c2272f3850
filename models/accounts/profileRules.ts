/**
 * What a valid profile is, as data (spec §3 Profile): the same rules the profile service applies, so the
 * form, the site's server and the service agree (decision 160). Pure and isomorphic: the profile form
 * renders its fields from it; the checks that apply it are profileChecks.ts, which the browser loads only
 * once the form can be submitted (decision 271).
 * The stand-in states the service's rules on its own; tests/integration/profile-rules.test.ts checks on
 * generated changes that these agree with them.
 */
import { countryCodes } from './countries.ts'

export type FieldRule =
  | { readonly type: 'text'; readonly max: number; readonly pattern?: RegExp; readonly hint?: string }
  /** A code of a fixed list: malformed is 2012, well formed but not listed is 1004. */
  | {
      readonly type: 'code'
      readonly pattern: RegExp
      readonly hint: string
      readonly allowed: ReadonlySet<string>
    }
  | { readonly type: 'integer'; readonly min: number; readonly max: number }
  | { readonly type: 'boolean' }

/** Locales the provider publishes in (identity's list). */
export const profileLocales: ReadonlySet<string> = new Set(
  'en en_US en_GB de de_DE es es_ES fr fr_FR it it_IT ja ja_JP nl nl_NL pt pt_BR zh zh_CN'.split(' '),
)
const languages = new Set([...profileLocales].map((locale) => locale.slice(0, 2)))

const name = { type: 'text', max: 100 } as const
const line = { type: 'text', max: 120 } as const
const boolean = { type: 'boolean' } as const

export const profileRules = {
  global_contact_status: { type: 'integer', min: 0, max: 3 },
  first_name: name,
  last_name: name,
  dj_name: { type: 'text', max: 50 },
  locale: { type: 'code', pattern: /^[a-z]{2}(_[A-Z]{2})?$/, hint: 'like en_US', allowed: profileLocales },
  address_1: line,
  address_2: line,
  city: { type: 'text', max: 100 },
  region: { type: 'text', max: 100 },
  postcode: {
    type: 'text',
    max: 16,
    pattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    hint: 'letters, digits, spaces and dashes',
  },
  country_code: {
    type: 'code',
    pattern: /^[A-Z]{2}$/,
    hint: 'two capital letters (ISO 3166-1 alpha-2)',
    allowed: countryCodes,
  },
  notify_tracked: boolean,
  notify_private: boolean,
  auto_read: boolean,
  auto_subscribe: boolean,
  threads_per_page: { type: 'integer', min: 5, max: 100 },
  language: { type: 'code', pattern: /^[a-z]{2}$/, hint: 'like en', allowed: languages },
  display_name: { type: 'text', max: 50 },
  company: { type: 'text', max: 100 },
  daw: { type: 'text', max: 50 },
  product: { type: 'text', max: 50 },
} as const satisfies Record<string, FieldRule>

export type ProfileField = keyof typeof profileRules
export const profileFields = Object.keys(profileRules) as ProfileField[]
export type ProfileValue = string | number | boolean

/** Avatar files the site accepts (the service's list) and its size limit; bigger files are refused first. */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const maxAvatarBytes = 5 * 1024 * 1024
