/**
 * Beta programs: open programs are listed to anyone signed in; a customer joins one only while holding a
 * qualifying licence type, and sees its download_url only while an active, unbanned member.
 */
import { requireParams } from '../core/body.ts'
import { errors, json, noContent, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { describeLicenceTypes, licenceTypesOf, qualifies } from './licences.ts'
import { ensureProfile } from './profiles.ts'

interface ProgramRow {
  id: number
  name: string
  active: number
  qualifying_license_type_ids: string
  download_url: string
}

interface MemberRow {
  beta_program_id: number
  active: number
  banned: number
}

/** Seeded programs: one for studio subscribers only, one for any sample licence, one closed. */
export const betaPrograms = [
  { id: 1, name: 'Studio 3 public beta', active: 1, qualifying: [101], file: 'studio-3.0.0-beta.1' },
  { id: 2, name: 'Sample 2.1 beta', active: 1, qualifying: [201, 202, 203], file: 'sample-2.1.0-beta.4' },
  { id: 3, name: 'Hex FX 1.1 beta', active: 0, qualifying: [301, 303], file: 'hex-fx-1.1.0-beta.2' },
]

const toProgram = (row: ProgramRow, showDownload: boolean) => ({
  id: row.id,
  name: row.name,
  active: row.active === 1,
  qualifying_license_type_ids: JSON.parse(row.qualifying_license_type_ids) as number[],
  download_url: showDownload ? row.download_url : null,
})

export function registerBeta(router: Router, { db, config }: CoreContext): void {
  const isoNow = () => new Date(config.now()).toISOString()
  const program = (id: number) =>
    db.prepare('SELECT * FROM profile_beta_programs WHERE id = ?').get(id) as ProgramRow | undefined
  const memberships = (userId: number) =>
    (
      db
        .prepare('SELECT * FROM profile_beta_members WHERE user_id = ? ORDER BY beta_program_id')
        .all(userId) as unknown as MemberRow[]
    ).map(toMembership)
  const toMembership = (row: MemberRow) => ({
    beta_program: toProgram(program(row.beta_program_id)!, row.active === 1 && row.banned === 0),
    active: row.active === 1,
    banned: row.banned === 1,
  })

  router.add('profile', {
    method: 'GET',
    path: '/api/v1/betaprograms',
    auth: 'optional',
    handler: () => {
      const rows = db.prepare('SELECT * FROM profile_beta_programs WHERE active = 1 ORDER BY id').all()
      return json(200, { items: (rows as unknown as ProgramRow[]).map((row) => toProgram(row, false)) })
    },
  })

  router.add('profile', {
    method: 'GET',
    path: '{me}/betaprograms',
    auth: 'bearer',
    handler: ({ userId }) => json(200, { items: memberships(ensureProfile(db, userId, isoNow()).user_id) }),
  })

  router.add('profile', {
    method: 'POST',
    path: '{me}/betaprograms',
    auth: 'bearer',
    handler: ({ userId, body }) => {
      const user = ensureProfile(db, userId, isoNow()).user_id
      const raw = requireParams(body, ['beta_program_id']).beta_program_id
      const id = Number(raw)
      if (!Number.isSafeInteger(id) || id < 1) throw errors.invalidParameters('beta_program_id must be an id')
      const row = program(id)
      if (row?.active !== 1) throw errors.invalidValue(`No open beta program with id ${id}`)
      const existing = db
        .prepare('SELECT * FROM profile_beta_members WHERE user_id = ? AND beta_program_id = ?')
        .get(user, id) as MemberRow | undefined
      if (existing?.banned === 1)
        throw errors.accessDenied(`You are banned from the beta program ${row.name}`)
      const qualifying = JSON.parse(row.qualifying_license_type_ids) as number[]
      const held = licenceTypesOf(db, user)
      if (!qualifies(held, qualifying)) {
        throw errors.accessDenied(
          `The beta program ${row.name} is open to holders of: ${describeLicenceTypes(qualifying)}; you hold: ${describeLicenceTypes(held)}`,
        )
      }
      db.prepare(
        `INSERT INTO profile_beta_members (user_id, beta_program_id, active, joined_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (user_id, beta_program_id) DO UPDATE SET active = 1`,
      ).run(user, id, isoNow())
      const joined = db
        .prepare('SELECT * FROM profile_beta_members WHERE user_id = ? AND beta_program_id = ?')
        .get(user, id) as unknown as MemberRow
      return json(existing ? 200 : 201, toMembership(joined))
    },
  })

  router.add('profile', {
    method: 'DELETE',
    path: '{me}/betaprograms/:betaProgramId',
    auth: 'bearer',
    handler: ({ userId, params }) => {
      const user = ensureProfile(db, userId, isoNow()).user_id
      const id = Number(params.betaProgramId)
      if (!Number.isSafeInteger(id) || id < 1) throw errors.invalidParameters('beta program id must be an id')
      const member = db
        .prepare('SELECT banned FROM profile_beta_members WHERE user_id = ? AND beta_program_id = ?')
        .get(user, id) as { banned: number } | undefined
      if (!member) throw notFound()
      // A ban outlives leaving, or leaving and joining again would lift it.
      if (member.banned === 1) {
        db.prepare(
          'UPDATE profile_beta_members SET active = 0 WHERE user_id = ? AND beta_program_id = ?',
        ).run(user, id)
      } else {
        db.prepare('DELETE FROM profile_beta_members WHERE user_id = ? AND beta_program_id = ?').run(user, id)
      }
      return noContent()
    },
  })

  // Licences change (a trial expires, a subscription lapses) and programs close: this re-checks every membership.
  router.add('profile', {
    method: 'POST',
    path: '{me}/betaprograms/validateall',
    auth: 'bearer',
    handler: ({ userId }) => {
      const user = ensureProfile(db, userId, isoNow()).user_id
      const held = licenceTypesOf(db, user)
      for (const member of memberships(user)) {
        const open = member.beta_program.active
        const still = open && qualifies(held, member.beta_program.qualifying_license_type_ids) ? 1 : 0
        db.prepare(
          'UPDATE profile_beta_members SET active = ? WHERE user_id = ? AND beta_program_id = ?',
        ).run(still, user, member.beta_program.id)
      }
      return json(200, { items: memberships(user) })
    },
  })
}
