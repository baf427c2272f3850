/**
 * The site's profile rules (models/accounts/profileRules.ts, applied by profileChecks.ts) against the profile service's, which the
 * stand-in states on its own (sandbox/accounts/profile/rules.ts). On generated form input the site must
 * accept exactly what the service accepts, store the same values, and name the code the service
 * answers; otherwise a customer is refused a valid change, or shown a wrong reason.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countryCodes as siteCountries } from '../../models/accounts/countries.ts'
import { checkProfileChange } from '../../models/accounts/profileChecks.ts'
import { type ProfileField, profileFields, profileLocales } from '../../models/accounts/profileRules.ts'
import { supportedLocales } from '../../sandbox/accounts/identity/users.ts'
import { countryCodes as serviceCountries } from '../../sandbox/accounts/profile/countries.ts'
import { checkProfile, profileFields as serviceFields } from '../../sandbox/accounts/profile/rules.ts'
import { call, login, startTestAccounts, type TestAccounts } from '../../sandbox/accounts/test-support.ts'

const codeOf = { html: 5023, invalid: 2012, unknown_field: 2012, unknown_value: 1004 } as const

const lengths = [1, 4, 15, 16, 17, 49, 50, 51, 99, 100, 101, 119, 120, 121]
const units = ['a', 'Z', '7', 'é', '🎧', ' ', '-', 'a b', 'A-1']
const tails = ['', '!', '/', '<b>', '</i>', '\n', '\u0007', ' < 3']
/** Text near every length limit, in letters, digits, accents, emoji, spaces and dashes, with odd endings. */
const texts = lengths.flatMap((length) =>
  units.flatMap((unit) => tails.map((tail) => unit.repeat(length).slice(0, length) + tail)),
)
const numbers = [
  ...Array.from({ length: 12 }, (_, i) => String(i - 2)),
  ...['49', '50', '51', '98', '99', '100', '101', '102', '1.5', '007', '1e2', '+3', '-0', 'ten'],
]
const flags = ['true', 'false', '1', '0', 'on', 'yes', 'TRUE', 'off']
const codes = [
  ...new Set([...siteCountries, ...serviceCountries]),
  ...['XX', 'UK', 'EU', 'us', 'USA', 'U', 'XK', 'ZZ', 'AA'],
  ...new Set([...profileLocales, ...supportedLocales].flatMap((locale) => [locale, locale.slice(0, 2)])),
  ...['en-US', 'en_us', 'xx_XX', 'sv_SE', 'pt_PT', 'xx', 'sv', 'eng', 'EN'],
]
/**
 * Every kind of value for every field (a number in a name, text in a checkbox, a locale as a country),
 * as the profile form hands values to the rules: trimmed, empty ones left out (src/account/profile/change.ts).
 */
const candidates = [
  ...new Set([...texts, ...numbers, ...flags, ...codes].map((value) => value.trim()).filter(Boolean)),
]

/** A change of any subset of the fields. */
const formChange = fc.record(
  Object.fromEntries(profileFields.map((field) => [field, fc.constantFrom(...candidates)])) as Record<
    ProfileField,
    fc.Arbitrary<string>
  >,
  { requiredKeys: [] },
)

/**
 * What the service would be sent if the site did not check first: the site's typed values for the
 * fields it accepts (a checkbox's `on` is sent as `true`), the form's text for the ones it refuses.
 */
const sentBy = (form: Partial<Record<ProfileField, string>>) => ({
  ...form,
  ...checkProfileChange(form).values,
})

const sortedPairs = (pairs: Array<readonly [string, number]>) =>
  [...pairs].sort(([a], [b]) => a.localeCompare(b))

describe('profile rules: the site against the service', () => {
  it('name the same 21 fields, countries and locales', () => {
    expect([...profileFields].sort()).toEqual([...serviceFields].sort())
    expect([...siteCountries].sort()).toEqual([...serviceCountries].sort())
    expect([...profileLocales].sort()).toEqual([...supportedLocales].sort())
  })

  it('give every field the same verdict on every candidate value', () => {
    const disagreements = profileFields.flatMap((field) =>
      candidates.flatMap((value) => {
        const site = checkProfileChange({ [field]: value })
        const service = checkProfile(sentBy({ [field]: value }))
        const siteVerdict = site.problems[0]?.code ?? site.values[field]
        const serviceProblem = service.problems[0]
        const serviceVerdict = serviceProblem ? codeOf[serviceProblem.kind] : service.values[field]
        return siteVerdict === serviceVerdict
          ? []
          : [{ field, value, site: siteVerdict, service: serviceVerdict }]
      }),
    )
    expect(disagreements).toEqual([])
  })

  it('accept and refuse the same fields of a whole change, with the same values and codes', () => {
    fc.assert(
      fc.property(formChange, (form) => {
        const site = checkProfileChange(form)
        const service = checkProfile(sentBy(form))
        expect(site.values).toEqual(service.values)
        expect(sortedPairs(site.problems.map((p) => [p.field, p.code]))).toEqual(
          sortedPairs(service.problems.map((p) => [p.field, codeOf[p.kind]])),
        )
      }),
      { numRuns: 500 },
    )
  })

  describe('against the running stand-in', () => {
    let accounts: TestAccounts
    let ana: string
    beforeAll(async () => {
      accounts = await startTestAccounts()
      ana = (await login(accounts.url)).tokens.access.token
    })
    afterAll(() => accounts.close())

    it('the service answers the code the site predicts, and saves what the site would send', async () => {
      await fc.assert(
        fc.asyncProperty(formChange, async (form) => {
          const site = checkProfileChange(form)
          const answer = await call(accounts.url, 'PUT', '/profile/api/v1/me', {
            bearer: ana,
            json: sentBy(form),
          })
          if (site.code === undefined) {
            expect(answer.status).toBe(200)
            expect(answer.body).toMatchObject(site.values)
          } else {
            expect([answer.status, answer.body.code]).toEqual([400, site.code])
          }
        }),
        { numRuns: 150 },
      )
      expect(accounts.unhandled).toEqual([])
    })
  })
})
