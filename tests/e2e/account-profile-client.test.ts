/** The Profile and Rewards clients against the stand-in: every call, and typed errors from real answers. */
import { Effect, Exit, ManagedRuntime } from 'effect'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { asCustomer } from '../../services/accounts/http/customer.ts'
import type { Credentials } from '../../services/accounts/http/request.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { Profile } from '../../services/accounts/profile/Profile.ts'
import { Rewards } from '../../services/accounts/rewards/Rewards.ts'

const settings = accountsSettingsFromEnv(inject('siteEnv'))
const runtime = ManagedRuntime.make(accountServicesLayer(settings))
const services = runtime.runSync(
  Effect.gen(function* () {
    return { identity: yield* Identity, profile: yield* Profile, rewards: yield* Rewards }
  }),
)
const { identity, profile, rewards } = services
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)
const ok = async <A, E>(effect: Effect.Effect<A, E>): Promise<A> => {
  const exit = await run(effect)
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}
const errorOf = <A, E>(exit: Exit.Exit<A, E>) =>
  Exit.isFailure(exit)
    ? (exit.cause.reasons[0] as { error?: { _tag: string; status?: number; code?: number } }).error
    : undefined

/** Each step signs in afresh: no step depends on how long an earlier token lives. */
async function signIn(email: string, password: string): Promise<Credentials & { id: number }> {
  const signed = await ok(identity.login({ email_address: email, password }))
  return { accessToken: signed.tokens.access.token, userId: 0, id: signed.user.id }
}
const ana = () => signIn('ana@example.com', 'Studio-Demo-1')
const ben = () => signIn('ben@example.com', 'Studio-Demo-2')
const admin = () => signIn('admin@example.com', 'Admin-Demo-9')

async function newCustomer(): Promise<{ email: string; password: string; id: number }> {
  const email = `profile-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const password = 'Fresh-Pass-4'
  const user = await ok(
    identity.addUser({
      email_address: email,
      password,
      first_name: 'Nia',
      last_name: 'New',
      locale: 'en_US',
    }),
  )
  return { email, password, id: user.id }
}

describe('Profile client against the stand-in', () => {
  it('reads, changes and refuses profile changes (5023 saves nothing)', async () => {
    const customer = await newCustomer()
    const me = await signIn(customer.email, customer.password)
    await expect(ok(profile.getProfile().pipe(asCustomer(me)))).resolves.toMatchObject({
      user_id: customer.id,
      first_name: 'Nia',
    })
    const saved = await ok(
      profile.updateProfile({ city: 'Lyon', country_code: 'FR', auto_read: true }).pipe(asCustomer(me)),
    )
    expect(saved).toMatchObject({ city: 'Lyon', country_code: 'FR', auto_read: true })
    const html = await run(
      profile.updateProfile({ city: '<b>Paris</b>', dj_name: 'DJ Nia' }).pipe(asCustomer(me)),
    )
    expect(errorOf(html)).toMatchObject({ _tag: 'ApiError', code: 5023 })
    await expect(ok(profile.getProfile().pipe(asCustomer(me)))).resolves.toMatchObject({
      city: 'Lyon',
      dj_name: '',
    })
    expect(errorOf(await run(profile.updateProfile({}).pipe(asCustomer(me))))).toMatchObject({ code: 2013 })
  })

  it('uploads an avatar through the upload URL, sets it and removes it', async () => {
    const me = await signIn((await newCustomer()).email, 'Fresh-Pass-4')
    const upload = await ok(profile.createUploadUrl('image/png').pipe(asCustomer(me)))
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
    const put = await fetch(upload.url, {
      method: upload.method,
      body: png,
      headers: { 'content-type': 'image/png' },
    })
    expect(put.status).toBe(204)
    const withAvatar = await ok(profile.setAvatar().pipe(asCustomer(me)))
    expect(withAvatar.avatar?.thumb).toMatch(/thumb\.webp$/)
    expect((await fetch(withAvatar.avatar!.thumb)).headers.get('content-type')).toBe('image/webp')
    await ok(profile.removeAvatar().pipe(asCustomer(me)))
    await expect(ok(profile.getProfile().pipe(asCustomer(me)))).resolves.toMatchObject({ avatar: null })
    expect(errorOf(await run(profile.setAvatar().pipe(asCustomer(me))))).toMatchObject({ code: 2012 })
  })

  it('lists, joins, validates and leaves beta programs; says why a customer does not qualify', async () => {
    const open = await ok(profile.listBetaPrograms())
    expect(open.items.map((p) => p.id)).toEqual([1, 2])
    const me = await ana()
    await run(profile.leaveBetaProgram(2).pipe(asCustomer(me)))
    const joined = await ok(profile.joinBetaProgram(2).pipe(asCustomer(me)))
    expect(joined).toMatchObject({ active: true, beta_program: { id: 2 } })
    expect(joined.beta_program.download_url).toBeTruthy()
    const validated = await ok(profile.validateBetaPrograms().pipe(asCustomer(me)))
    expect(validated.items.find((m) => m.beta_program.id === 2)?.active).toBe(true)
    await expect(ok(profile.listMyBetaPrograms().pipe(asCustomer(me)))).resolves.toMatchObject({
      items: [{ beta_program: { id: 2 } }],
    })
    await ok(profile.leaveBetaProgram(2).pipe(asCustomer(me)))
    expect(errorOf(await run(profile.leaveBetaProgram(2).pipe(asCustomer(me))))).toMatchObject({
      status: 404,
    })
    const cleo = await signIn('cleo@example.com', 'Studio-Demo-3')
    expect(errorOf(await run(profile.joinBetaProgram(1).pipe(asCustomer(cleo))))).toMatchObject({
      _tag: 'AccessDenied',
    })
  })

  it('sends a survey, answers allowtracking, lists and claims partner codes, finds users as admin only', async () => {
    const customer = await newCustomer()
    const me = await signIn(customer.email, customer.password)
    await expect(
      ok(profile.sendSurvey({ heard_from: 'friend' }).pipe(asCustomer(me))),
    ).resolves.toMatchObject({
      user_id: customer.id,
    })
    await expect(ok(profile.checkTracking({ country_code: 'DE' }))).resolves.toMatchObject({
      allow_tracking: false,
      reason: 'consent_required',
    })
    await expect(
      ok(profile.checkTracking({ country_code: 'DE', consent: 'granted' })),
    ).resolves.toMatchObject({
      allow_tracking: true,
    })
    await expect(
      ok(profile.checkTracking({ country_code: 'US' }).pipe(asCustomer(me))),
    ).resolves.toMatchObject({
      allow_tracking: true,
    })
    const claimed = await ok(
      profile.claimPartnerCode({ user_id: customer.id, promotion_name: 'cloudmix-pro-3-months' }),
    )
    expect(claimed.promotion_code).toMatch(/^CMX-/)
    const listed = await ok(
      profile.listPartnerPromotions().pipe(asCustomer(await signIn(customer.email, customer.password))),
    )
    expect(listed.items.map((c) => c.promotion_code)).toEqual([claimed.promotion_code])
    expect(
      errorOf(
        await run(profile.claimPartnerCode({ user_id: customer.id, promotion_name: 'loopmarket-studio-50' })),
      ),
    ).toMatchObject({ _tag: 'AccessDenied' })
    const found = await ok(profile.findProfiles(customer.email).pipe(asCustomer(await admin())))
    expect(found.items.map((p) => p.user_id)).toEqual([customer.id])
    expect(
      errorOf(await run(profile.findProfiles(customer.email).pipe(asCustomer(await ben())))),
    ).toMatchObject({
      _tag: 'AccessDenied',
    })
  })
})

describe('Rewards client against the stand-in', () => {
  it('lists campaigns and rewards, and shows ana her link and activity', async () => {
    const campaigns = await ok(rewards.listCampaigns())
    expect(campaigns.items.map((c) => c.id)).toEqual([1, 2])
    await expect(ok(rewards.getCampaign(1))).resolves.toMatchObject({ id: 1 })
    expect(errorOf(await run(rewards.getCampaign(999)))).toMatchObject({ status: 404 })
    const me = await ana()
    const mine = await ok(rewards.getMyCampaign(1).pipe(asCustomer(me)))
    expect(mine.referral_code).toBe('ANA-STUDIO')
    expect(mine.referee_activity.length).toBeGreaterThan(0)
    const list = await ok(rewards.listRewards().pipe(asCustomer(me)))
    expect(list.items.some((r) => r.voucher_id === 90000)).toBe(true)
  })

  it('logs a visit, links the new customer by §3’s referee_user_id, and the referee check and ana both see it', async () => {
    const visit = await ok(rewards.logReferral('ANA-STUDIO', {}))
    expect(visit.visit_id).toBeTruthy()
    const customer = await newCustomer()
    const me = await signIn(customer.email, customer.password)
    const linked = await ok(
      rewards.logReferral('ANA-STUDIO', { referee_user_id: customer.id }).pipe(asCustomer(me)),
    )
    expect(linked).toMatchObject({ referee_user_id: customer.id, eligible: true })
    const check = await ok(rewards.checkReferee('ANA-STUDIO', customer.id).pipe(asCustomer(me)))
    expect(check.eligible).toBe(true)
    const mine = await ok(rewards.getMyCampaign(1).pipe(asCustomer(await ana())))
    expect(
      mine.referee_activity.filter((a) => a.referee_user_id === customer.id).map((a) => a.activity),
    ).toEqual(['sign_up'])
    expect(
      errorOf(await run(rewards.logReferral('ANA-STUDIO', {}).pipe(asCustomer(await ana())))),
    ).toMatchObject({
      code: 2012,
    })
  })
})
