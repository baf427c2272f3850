/** GET /api/v1/allowtracking: the visitor's country from the query, else a signed-in customer's profile. */
import { optionalParam, queryObject } from '../core/body.ts'
import { errors, json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { ensureProfile } from './profiles.ts'
import { profileChecks } from './rules.ts'
import { allowTracking, type Consent } from './tracking-rule.ts'

export function registerTracking(router: Router, { db, config }: CoreContext): void {
  router.add('profile', {
    method: 'GET',
    path: '/api/v1/allowtracking',
    auth: 'optional',
    handler: ({ query, caller }) => {
      const params = queryObject(query)
      const consent = optionalParam(params, 'consent')
      if (consent !== undefined && consent !== 'granted' && consent !== 'denied') {
        throw errors.invalidParameters('consent must be granted or denied')
      }
      let country = optionalParam(params, 'country_code')
      if (country !== undefined) {
        const verdict = profileChecks.country_code(country)
        if ('kind' in verdict) {
          throw verdict.kind === 'unknown_value'
            ? errors.invalidValue(`Unknown country_code: ${country}`)
            : errors.invalidParameters(`country_code ${verdict.message}`)
        }
      }
      if (country === undefined && caller.kind === 'user') {
        const profile = ensureProfile(db, caller.uid, new Date(config.now()).toISOString())
        country = String(profile.country_code) || undefined
      }
      return json(200, allowTracking(country, consent as Consent | undefined))
    },
  })
}
