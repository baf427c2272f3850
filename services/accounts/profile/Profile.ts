/**
 * The profile service (spec §7, "Profile"): one verb-named method per call, answers decoded with
 * models/accounts/profile.ts. Customer calls read the customer from context (services/accounts/http/customer.ts).
 */
import { Context, Effect, Layer } from 'effect'
import {
  BetaMembership,
  BetaMembershipList,
  BetaProgramList,
  PartnerCode,
  PartnerCodeList,
  ProfileList,
  Profile as ProfileSchema,
  SurveySent,
  TrackingAnswer,
  UploadUrl,
} from '../../../models/accounts/profile.ts'
import type { ProfileField, ProfileValue } from '../../../models/accounts/profileRules.ts'
import { AccountsHttp } from '../http/client.ts'
import { AccountsConfig } from '../http/config.ts'
import { type CustomerResult, serviceCalls } from '../http/customer.ts'
import type { AccountsError } from '../http/errors.ts'
import { keptAnswers } from '../http/kept.ts'

type Result<A> = CustomerResult<A>
/** Calls that work with or without a customer (the customer's token goes along when there is one). */
type Open<A> = Effect.Effect<A, AccountsError>
type ProfileAnswer = typeof ProfileSchema.Type

export interface ProfileShape {
  /** Admin: the profiles of the customers with that address, or part of it (decision 253); 403/2000 for anyone else. */
  readonly findProfiles: (emailAddress: string) => Result<typeof ProfileList.Type>
  readonly getProfile: () => Result<ProfileAnswer>
  /** Saves all the fields or none: 5023 HTML, 2012 malformed, 1004 unlisted, 2013 nothing sent. */
  readonly updateProfile: (change: Partial<Record<ProfileField, ProfileValue>>) => Result<ProfileAnswer>
  /** Where the browser PUTs the image itself (a one-time URL, 15 minutes). */
  readonly createUploadUrl: (contentType: string) => Result<UploadUrl>
  /** Makes the latest upload the avatar; 2012 when nothing was uploaded. */
  readonly setAvatar: () => Result<ProfileAnswer>
  readonly removeAvatar: () => Result<void>
  readonly listBetaPrograms: () => Open<typeof BetaProgramList.Type>
  readonly listMyBetaPrograms: () => Result<typeof BetaMembershipList.Type>
  /** 403/2000 when the customer holds no qualifying licence (the message says which). */
  readonly joinBetaProgram: (betaProgramId: number) => Result<BetaMembership>
  readonly leaveBetaProgram: (betaProgramId: number) => Result<void>
  readonly validateBetaPrograms: () => Result<typeof BetaMembershipList.Type>
  readonly sendSurvey: (survey: string | Record<string, unknown>) => Result<SurveySent>
  readonly checkTracking: (query: {
    country_code?: string
    consent?: 'granted' | 'denied'
  }) => Open<TrackingAnswer>
  readonly listPartnerPromotions: () => Result<typeof PartnerCodeList.Type>
  /** With the app's credentials, for a customer the site has signed in. */
  readonly claimPartnerCode: (input: { user_id: number; promotion_name: string }) => Open<PartnerCode>
}

export class Profile extends Context.Service<Profile, ProfileShape>()('services/accounts/profile/Profile') {}

export const makeProfile = Effect.gen(function* () {
  const { customer, optionalCustomer, app } = serviceCalls(yield* AccountsHttp, 'profile')
  // The programs on offer name no customer: kept for every caller (decision 286).
  const betaPrograms = keptAnswers((yield* AccountsConfig).publicTtlMs ?? 0, () =>
    optionalCustomer.json(
      'listBetaPrograms',
      { method: 'GET', path: '/api/v1/betaprograms' },
      BetaProgramList,
    ),
  )
  const betaPath = (id: number) => `{me}/betaprograms/${encodeURIComponent(String(id))}`

  return Profile.of({
    findProfiles: (emailAddress) =>
      customer.json(
        'findProfiles',
        { method: 'GET', path: '/api/v1/users', params: { email_address: emailAddress } },
        ProfileList,
      ),
    getProfile: () => customer.json('getProfile', { method: 'GET', path: '{me}' }, ProfileSchema),
    updateProfile: (change) =>
      customer.json('updateProfile', { method: 'PUT', path: '{me}', params: change }, ProfileSchema),
    createUploadUrl: (contentType) =>
      customer.json(
        'createUploadUrl',
        {
          method: 'POST',
          path: '{me}/fileuploadurl',
          params: { upload_type: 'avatar', content_type: contentType },
        },
        UploadUrl,
      ),
    setAvatar: () => customer.json('setAvatar', { method: 'PUT', path: '{me}/avatar' }, ProfileSchema),
    removeAvatar: () => customer.empty('removeAvatar', { method: 'DELETE', path: '{me}/avatar' }),
    listBetaPrograms: () => betaPrograms('all'),
    listMyBetaPrograms: () =>
      customer.json('listMyBetaPrograms', { method: 'GET', path: '{me}/betaprograms' }, BetaMembershipList),
    joinBetaProgram: (betaProgramId) =>
      customer.json(
        'joinBetaProgram',
        { method: 'POST', path: '{me}/betaprograms', params: { beta_program_id: betaProgramId } },
        BetaMembership,
      ),
    leaveBetaProgram: (betaProgramId) =>
      customer.empty('leaveBetaProgram', { method: 'DELETE', path: betaPath(betaProgramId) }),
    validateBetaPrograms: () =>
      customer.json(
        'validateBetaPrograms',
        { method: 'POST', path: '{me}/betaprograms/validateall' },
        BetaMembershipList,
      ),
    sendSurvey: (survey) =>
      customer.json('sendSurvey', { method: 'POST', path: '{me}/survey', params: { survey } }, SurveySent),
    checkTracking: (query) =>
      optionalCustomer.json(
        'checkTracking',
        { method: 'GET', path: '/api/v1/allowtracking', params: query },
        TrackingAnswer,
      ),
    listPartnerPromotions: () =>
      customer.json(
        'listPartnerPromotions',
        { method: 'GET', path: '{me}/partnerpromotions' },
        PartnerCodeList,
      ),
    claimPartnerCode: (input) =>
      app.json(
        'claimPartnerCode',
        { auth: 'basic', method: 'POST', path: '/api/v1/partnerpromotions/code', params: input },
        PartnerCode,
      ),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const ProfileLive = Layer.effect(Profile, makeProfile)
