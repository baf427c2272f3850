/**
 * The betas screen on the server: open beta programs with the customer's memberships and, for a program
 * they cannot join, the licence types that qualify (from the licence catalogue); partner promotion codes.
 */
import { Effect } from 'effect'
import type { BetaMembership, BetaProgram } from '../../../models/accounts/profile.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { License } from '../../../services/accounts/license/License.ts'
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { type CommandDef, field, invalid } from '../commands.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { BetaRow, BetasRead, BetasScreen } from './types.ts'

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

export async function betasRead(platform: AccountPlatform, request: Request): Promise<ReadAnswer<BetasRead>> {
  const outcome = await forCustomer(platform, request, (credentials) =>
    Effect.all(
      [
        Profile.use((p) => p.listBetaPrograms(credentials)),
        Profile.use((p) => p.listMyBetaPrograms(credentials)),
        Profile.use((p) => p.listPartnerPromotions(credentials)),
        License.use((l) => l.listLicenses(credentials)),
        License.use((l) => l.listProductTypes(credentials)),
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
}

const back = '/account/betas'
const programId = (form: FormData) => {
  const raw = field(form, 'betaProgramId')
  if (!raw) return invalid(2013)
  return /^\d{1,9}$/.test(raw) ? ({ ok: true, input: Number(raw) } as const) : invalid(2012)
}

/** Promotion names are the partners' slugs. */
export const promotionNamePattern = /^[a-z0-9][a-z0-9-]{1,63}$/

export const betasCommands = {
  joinBeta: {
    back,
    parse: programId,
    call: (id) => (credentials) => Profile.use((p) => p.joinBetaProgram(credentials, id)),
  } satisfies CommandDef<number>,
  leaveBeta: {
    back,
    parse: programId,
    call: (id) => (credentials) => Profile.use((p) => p.leaveBetaProgram(credentials, id)),
  } satisfies CommandDef<number>,
  validateBetas: {
    back,
    parse: () => ({ ok: true, input: undefined }),
    call: () => (credentials) => Profile.use((p) => p.validateBetaPrograms(credentials)),
  } satisfies CommandDef<undefined>,
  /** The claim is made with the app's credentials, for the signed-in customer only. */
  claimPartnerCode: {
    back,
    parse: (form) => {
      const name = field(form, 'promotionName').toLowerCase()
      if (!name) return invalid(2013)
      return promotionNamePattern.test(name) ? { ok: true, input: name } : invalid(2012)
    },
    call: (name) => (credentials) =>
      Identity.use((i) => i.getMe(credentials)).pipe(
        Effect.flatMap((user) =>
          Profile.use((p) => p.claimPartnerCode({ user_id: user.id, promotion_name: name })),
        ),
      ),
  } satisfies CommandDef<string>,
}
