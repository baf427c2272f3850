/**
 * The betas screen on the server: open beta programs with the customer's memberships and, for a program
 * they cannot join, the licence types that qualify (from the licence catalogue); partner promotion codes.
 */
import { Effect } from 'effect'
import type { BetaMembership, BetaProgram } from '../../../models/accounts/profile.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { License } from '../../../services/accounts/license/License.ts'
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import { accept, command, invalid } from '../kit/command.server.ts'
import { read, readOf } from '../kit/read.server.ts'
import type { BetaRow, BetasScreen } from './types.ts'

function rowOf(
  program: BetaProgram,
  membership: BetaMembership | undefined,
  held: ReadonlySet<number>,
  typeName: (id: number) => string,
): BetaRow {
  const qualifying = program.qualifying_license_type_ids ?? []
  const qualifies = qualifying.length === 0 || qualifying.some((id) => held.has(id))
  return {
    id: program.id,
    name: program.name,
    joined: Boolean(membership?.active),
    banned: Boolean(membership?.banned),
    downloadUrl: membership?.beta_program.download_url ?? undefined,
    needs: qualifies ? undefined : qualifying.map(typeName),
  }
}

export const betasRead = read(async ({ customer }) => {
  const outcome = await customer(
    Effect.all(
      [
        Profile.use((p) => p.listBetaPrograms()),
        Profile.use((p) => p.listMyBetaPrograms()),
        Profile.use((p) => p.listPartnerPromotions()),
        License.use((l) => l.listLicenses()),
        License.use((l) => l.listProductTypes()),
      ],
      { concurrency: 'unbounded' },
    ),
  )
  return readOf(outcome, ([open, mine, promotions, licences, types]): BetasScreen => {
    const names = new Map<number, string>()
    for (const type of types.items)
      for (const t of type.license_types ?? []) names.set(t.license_type.id, t.license_type.name)
    for (const licence of licences.items) names.set(licence.license_type.id, licence.license_type.name)
    const typeName = (id: number) => names.get(id) ?? `licence type ${id}`
    const held = new Set(licences.items.filter((l) => !l.deleted).map((l) => l.license_type.id))
    // Joined programs first shown even if closed since, so a member can still leave.
    const programs = [
      ...open.items,
      ...mine.items.map((m) => m.beta_program).filter((p) => !open.items.some((o) => o.id === p.id)),
    ]
    return {
      programs: programs.map((p) =>
        rowOf(
          p,
          mine.items.find((m) => m.beta_program.id === p.id),
          held,
          typeName,
        ),
      ),
      held: [...held].map(typeName),
      promotions: promotions.items.map((c) => ({
        name: c.promotion_name,
        code: c.promotion_code,
        addedAt: c.user_added_at ?? undefined,
      })),
    }
  })
})

const back = '/account/betas'
const programId = ({ betaProgramId }: { readonly betaProgramId: string }) => {
  if (!betaProgramId) return invalid(2013)
  return /^\d{1,9}$/.test(betaProgramId) ? accept(Number(betaProgramId)) : invalid(2012)
}

/** Promotion names are the partners' slugs. */
export const promotionNamePattern = /^[a-z0-9][a-z0-9-]{1,63}$/

export const betasCommands = {
  joinBeta: command({
    back,
    fields: ['betaProgramId'],
    parse: programId,
    call: (id) => Profile.use((p) => p.joinBetaProgram(id)),
  }),
  leaveBeta: command({
    back,
    fields: ['betaProgramId'],
    parse: programId,
    call: (id) => Profile.use((p) => p.leaveBetaProgram(id)),
  }),
  validateBetas: command({
    back,
    fields: [],
    parse: () => accept(undefined),
    call: () => Profile.use((p) => p.validateBetaPrograms()),
  }),
  /** The claim is made with the app's credentials, for the signed-in customer only. */
  claimPartnerCode: command({
    back,
    fields: ['promotionName'],
    parse: ({ promotionName }) => {
      const name = promotionName.toLowerCase()
      if (!name) return invalid(2013)
      return promotionNamePattern.test(name) ? accept(name) : invalid(2012)
    },
    call: (name) =>
      Identity.use((i) => i.getMe()).pipe(
        Effect.flatMap((user) =>
          Profile.use((p) => p.claimPartnerCode({ user_id: user.id, promotion_name: name })),
        ),
      ),
  }),
}
