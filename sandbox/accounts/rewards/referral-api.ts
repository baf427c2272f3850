/**
 * The referral link's life: a visit is logged anonymously (the site keeps the returned visit_id), and
 * once the visitor has an account the site logs again with the visit_id as that customer, which links
 * them to the code, records a sign-up and rewards an eligible referrer (docs/decisions/104).
 */
import { randomUUID } from 'node:crypto'
import { isAdmin } from '../core/auth.ts'
import { optionalParam } from '../core/body.ts'
import { transaction } from '../core/db.ts'
import { type Caller, errors, json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { type CodeRow, getCampaign, getCode, refereeEligible, referrerEligible } from './campaigns.ts'
import { loggedFields, readLogFields, recordLogFields } from './log-fields.ts'

/** Voucher ids the stand-in hands out for rewards (the ecommerce service owns real vouchers). */
const firstVoucherId = 90_001

export function registerReferralApi(router: Router, { db, config, nowSeconds }: CoreContext): void {
  const isoNow = () => new Date(config.now()).toISOString()
  const activityOf = (code: string, userId: number) =>
    db
      .prepare(
        'SELECT visit_id, activity, created_at FROM rewards_activity WHERE code = ? AND referee_user_id = ? ORDER BY id',
      )
      .all(code, userId)

  /** The referee a call names must be the caller, unless the caller is a rewards admin. */
  const allowedFor = (caller: Caller, userId: number, code?: CodeRow): boolean =>
    caller.kind === 'user' &&
    (caller.uid === userId || caller.uid === code?.user_id || isAdmin(caller, 'rewards'))

  router.add('rewards', {
    method: 'GET',
    path: '/api/v1/referralcode/:code/referee/:userId',
    auth: 'bearer',
    handler: ({ params, caller }) => {
      const code = getCode(db, params.code!)
      const userId = Number(params.userId)
      if (!Number.isSafeInteger(userId) || userId < 1)
        throw errors.invalidParameters('userId must be a user id')
      if (!allowedFor(caller, userId, code)) throw errors.accessDenied()
      const campaign = getCampaign(db, code.campaign_id, isoNow())
      return json(200, {
        eligible: refereeEligible(db, code, campaign, userId, nowSeconds()),
        activity: activityOf(code.code, userId),
      })
    },
  })

  /** Links the referee to the code, records the sign-up (or sign-in) and rewards an eligible referrer. */
  function link(
    code: CodeRow,
    refereeId: number,
    eligible: boolean,
    visitId: string | undefined,
    now: string,
  ) {
    const campaign = getCampaign(db, code.campaign_id, isoNow())
    const visitKey = visitId ?? randomUUID()
    db.prepare('UPDATE rewards_activity SET referee_user_id = ? WHERE code = ? AND visit_id = ?').run(
      refereeId,
      code.code,
      visitKey,
    )
    db.prepare(
      'INSERT INTO rewards_activity (code, visit_id, referee_user_id, activity, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(code.code, visitKey, refereeId, eligible ? 'sign_up' : 'sign_in', now)
    db.prepare(
      'INSERT INTO rewards_referees (referee_user_id, code, eligible, linked_at) VALUES (?, ?, ?, ?)',
    ).run(refereeId, code.code, eligible ? 1 : 0, now)
    if (!eligible || !referrerEligible(db, campaign, code.user_id)) return
    const last = db.prepare('SELECT MAX(voucher_id) AS id FROM rewards_rewards').get() as {
      id: number | null
    }
    db.prepare(
      `INSERT INTO rewards_rewards (campaign_id, code, referrer_user_id, referee_user_id, voucher_id, product_id,
        voucher_type_id, voucher_batch_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      campaign.id,
      code.code,
      code.user_id,
      refereeId,
      Math.max(firstVoucherId, (last.id ?? 0) + 1),
      campaign.product_id,
      campaign.voucher_type_id,
      campaign.voucher_batch_id,
      now,
    )
  }

  router.add('rewards', {
    method: 'POST',
    path: '/api/v1/referralcode/:code/log',
    auth: 'optional',
    handler: ({ params, body, caller }) => {
      const code = getCode(db, params.code!)
      const campaign = getCampaign(db, code.campaign_id, isoNow())
      const rawReferee = optionalParam(body, 'referee_user_id')
      const visitId = optionalParam(body, 'visit_id')
      const fields = readLogFields(body, code.user_id)
      const now = isoNow()
      const refereeId =
        rawReferee !== undefined ? Number(rawReferee) : caller.kind === 'user' ? caller.uid : undefined
      if (refereeId === undefined) {
        if (visitId !== undefined) throw errors.missingParameters(['referee_user_id'])
        const visit = randomUUID()
        db.prepare(
          'INSERT INTO rewards_activity (code, visit_id, activity, created_at) VALUES (?, ?, ?, ?)',
        ).run(code.code, visit, 'visit', now)
        return json(201, { code: code.code, visit_id: visit, activity: 'visit', created_at: now })
      }
      if (!Number.isSafeInteger(refereeId) || refereeId < 1)
        throw errors.invalidParameters('referee_user_id must be a user id')
      if (!allowedFor(caller, refereeId))
        throw errors.accessDenied('Only the referee (signed in) may log their own activity')
      if (refereeId === code.user_id)
        throw errors.invalidParameters('A customer cannot use their own referral code')
      const linked = db
        .prepare('SELECT code FROM rewards_referees WHERE referee_user_id = ?')
        .get(refereeId) as { code: string } | undefined
      if (linked && linked.code.toLowerCase() !== code.code.toLowerCase()) {
        throw errors.conflict('This customer was already referred with another code')
      }
      const visit = visitId
        ? (db
            .prepare(
              "SELECT visit_id, created_at FROM rewards_activity WHERE code = ? AND visit_id = ? AND activity = 'visit'",
            )
            .get(code.code, visitId) as { visit_id: string; created_at: string } | undefined)
        : undefined
      if (visitId && !visit) throw errors.invalidParameters('visit_id is not a visit of this referral code')
      if (linked) {
        recordLogFields(db, code.code, refereeId, fields, now)
        return json(200, {
          code: code.code,
          referee_user_id: refereeId,
          activity: activityOf(code.code, refereeId),
          logged: loggedFields(db, code.code, refereeId),
        })
      }
      if (!db.prepare('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL').get(refereeId)) {
        throw errors.invalidValue(`Unknown referee_user_id: ${refereeId}`)
      }
      const eligible = refereeEligible(db, code, campaign, refereeId, nowSeconds(), visit?.created_at)
      transaction(db, () => {
        link(code, refereeId, eligible, visit?.visit_id, now)
        recordLogFields(db, code.code, refereeId, fields, now)
      })
      return json(201, {
        code: code.code,
        referee_user_id: refereeId,
        eligible,
        activity: activityOf(code.code, refereeId),
        logged: loggedFields(db, code.code, refereeId),
      })
    },
  })
}
