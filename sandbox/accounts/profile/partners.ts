/**
 * Partner promotions: a partner's code handed to a customer. The site's server asks for one with the
 * app's Basic credentials; the customer then sees their codes under {me}/partnerpromotions.
 */
import { randomBytes } from 'node:crypto'
import { requireParams } from '../core/body.ts'
import { errors, json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { describeLicenceTypes, licenceTypesOf, qualifies } from './licences.ts'
import { ensureProfile } from './profiles.ts'

interface PromotionRow {
  name: string
  code_prefix: string
  qualifying_license_type_ids: string
}

interface CodeRow {
  user_id: number
  promotion_code: string
  promotion_name: string
  user_added_at: string
}

/** Seeded partners (fictional); an empty list means any customer qualifies. */
export const partnerPromotions = [
  { name: 'cloudmix-pro-3-months', code_prefix: 'CMX', qualifying: [] as number[] },
  { name: 'loopmarket-studio-50', code_prefix: 'LPM', qualifying: [101, 102] },
]

// Letters and digits that cannot be misread for each other when typed from a screen.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = (prefix: string) =>
  `${prefix}-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`

export function registerPartners(router: Router, { db, config }: CoreContext): void {
  const isoNow = () => new Date(config.now()).toISOString()
  const codesOf = (userId: number) =>
    db
      .prepare(
        'SELECT user_id, promotion_code, promotion_name, user_added_at FROM profile_partner_codes WHERE user_id = ? ORDER BY user_added_at, promotion_name',
      )
      .all(userId) as unknown as CodeRow[]

  router.add('profile', {
    method: 'GET',
    path: '{me}/partnerpromotions',
    auth: 'bearer',
    handler: ({ userId }) => json(200, { items: codesOf(ensureProfile(db, userId, isoNow()).user_id) }),
  })

  router.add('profile', {
    method: 'POST',
    path: '/api/v1/partnerpromotions/code',
    auth: 'basic',
    handler: ({ body }) => {
      const params = requireParams(body, ['user_id', 'promotion_name'])
      const userId = Number(params.user_id)
      if (!Number.isSafeInteger(userId) || userId < 1)
        throw errors.invalidParameters('user_id must be a user id')
      const promotion = db
        .prepare('SELECT * FROM profile_partner_promotions WHERE name = ?')
        .get(params.promotion_name) as PromotionRow | undefined
      if (!promotion) throw errors.invalidValue(`Unknown promotion_name: ${params.promotion_name}`)
      const user = ensureProfile(db, userId, isoNow())
      const existing = codesOf(user.user_id).find((row) => row.promotion_name === promotion.name)
      if (existing) return json(200, existing)
      const qualifying = JSON.parse(promotion.qualifying_license_type_ids) as number[]
      const held = licenceTypesOf(db, user.user_id)
      if (!qualifies(held, qualifying)) {
        throw errors.accessDenied(
          `Promotion ${promotion.name} needs one of: ${describeLicenceTypes(qualifying)}; the customer holds: ${describeLicenceTypes(held)}`,
        )
      }
      const row: CodeRow = {
        user_id: user.user_id,
        promotion_code: newCode(promotion.code_prefix),
        promotion_name: promotion.name,
        user_added_at: isoNow(),
      }
      db.prepare(
        'INSERT INTO profile_partner_codes (user_id, promotion_name, promotion_code, user_added_at) VALUES (?, ?, ?, ?)',
      ).run(row.user_id, row.promotion_name, row.promotion_code, row.user_added_at)
      return json(201, row)
    },
  })
}
