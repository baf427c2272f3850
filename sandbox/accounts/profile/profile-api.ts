/** Profile reads and writes: the admin search, GET and PUT {me}, and the survey. */
import { isAdmin } from '../core/auth.ts'
import { queryObject, requireParams } from '../core/body.ts'
import { errors, json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { ensureProfile, saveProfile, toProfile } from './profiles.ts'
import { checkProfile, type Problem, profileFields } from './rules.ts'

const maxSurveyBytes = 10_000
/** The most people one search answers. */
const searchLimit = 50

/** One catalogue error for a set of problems: HTML first (5023), then malformed (2012), then unknown (1004). */
function problemError(problems: ReadonlyArray<Problem>) {
  const of = (kinds: ReadonlyArray<Problem['kind']>) => problems.filter((p) => kinds.includes(p.kind))
  const html = of(['html'])
  if (html.length > 0) return errors.htmlTags(html.map((p) => p.field))
  const invalid = of(['invalid', 'unknown_field'])
  const list = (items: ReadonlyArray<Problem>) => items.map((p) => `${p.field} ${p.message}`).join('; ')
  if (invalid.length > 0) return errors.invalidParameters(list(invalid))
  return errors.invalidValue(list(problems))
}

export function registerProfileApi(router: Router, context: CoreContext): void {
  const { db, config } = context
  const isoNow = () => new Date(config.now()).toISOString()

  router.add('profile', {
    method: 'GET',
    path: '/api/v1/users',
    auth: 'bearer',
    handler: ({ caller, query, baseUrl }) => {
      if (!isAdmin(caller, 'profile')) throw errors.accessDenied()
      const email = requireParams(queryObject(query), ['email_address']).email_address.trim()
      // Like the identity search: part of an address, in any case, at most `searchLimit` people in the
      // order they signed up (the provider's console searches profiles the same way; decision 253).
      const users = db
        .prepare(
          'SELECT id FROM users WHERE instr(lower(email_address), lower(?)) > 0 AND deleted_at IS NULL ORDER BY id LIMIT ?',
        )
        .all(email, searchLimit) as unknown as { id: number }[]
      const items = users.map((user) => toProfile(db, ensureProfile(db, user.id, isoNow()), baseUrl))
      return json(200, { items })
    },
  })

  router.add('profile', {
    method: 'GET',
    path: '{me}',
    auth: 'bearer',
    handler: ({ userId, baseUrl }) => json(200, toProfile(db, ensureProfile(db, userId, isoNow()), baseUrl)),
  })

  router.add('profile', {
    method: 'PUT',
    path: '{me}',
    auth: 'bearer',
    handler: ({ userId, body, baseUrl }) => {
      const row = ensureProfile(db, userId, isoNow())
      if (Object.keys(body).length === 0) {
        throw errors.missingParameters([`at least one of ${profileFields.join(', ')}`])
      }
      const { values, problems } = checkProfile(body)
      if (problems.length > 0) throw problemError(problems)
      saveProfile(db, row.user_id, values, isoNow())
      return json(200, toProfile(db, ensureProfile(db, row.user_id, isoNow()), baseUrl))
    },
  })

  router.add('profile', {
    method: 'POST',
    path: '{me}/survey',
    auth: 'bearer',
    handler: ({ userId, body }) => {
      const row = ensureProfile(db, userId, isoNow())
      const survey = body.survey
      if (survey === undefined || survey === null || survey === '') throw errors.missingParameters(['survey'])
      if (typeof survey !== 'string' && typeof survey !== 'object') {
        throw errors.invalidParameters('survey must be text or an object of answers')
      }
      const stored = JSON.stringify(survey)
      if (Buffer.byteLength(stored) > maxSurveyBytes) {
        throw errors.invalidParameters(`survey must be at most ${maxSurveyBytes} bytes`)
      }
      const createdAt = isoNow()
      const result = db
        .prepare('INSERT INTO profile_surveys (user_id, survey, created_at) VALUES (?, ?, ?)')
        .run(row.user_id, stored, createdAt)
      return json(201, {
        id: Number(result.lastInsertRowid),
        user_id: row.user_id,
        survey,
        created_at: createdAt,
      })
    },
  })

  // The surveys a customer sent, for tests and for a person checking what the site posted.
  router.add('__sandbox', {
    method: 'GET',
    path: '/profile/surveys',
    auth: 'none',
    handler: () => {
      const rows = db.prepare('SELECT * FROM profile_surveys ORDER BY id').all() as { survey: string }[]
      return json(200, { items: rows.map((row) => ({ ...row, survey: JSON.parse(row.survey) })) })
    },
  })
}
