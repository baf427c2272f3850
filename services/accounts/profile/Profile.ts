/**
 * The profile service (spec §7, "Profile"): one verb-named method per call, answers decoded with
 * models/accounts/profile.ts. Customer calls take `Credentials` first, so renewal can replay them.
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
import type { AccountsError } from '../http/errors.ts'
import type { Credentials } from '../http/request.ts'

type Result<A> = Effect.Effect<A, AccountsError>
type ProfileAnswer = typeof ProfileSchema.Type

export interface ProfileShape {
  /** Admin: the profile of the customer with that address (403/2000 for anyone else). */
  readonly findProfiles: (credentials: Credentials, emailAddress: string) => Result<typeof ProfileList.Type>
  readonly getProfile: (credentials: Credentials) => Result<ProfileAnswer>
  /** Saves all the fields or none: 5023 HTML, 2012 malformed, 1004 unlisted, 2013 nothing sent. */
  readonly updateProfile: (
    credentials: Credentials,
    change: Partial<Record<ProfileField, ProfileValue>>,
  ) => Result<ProfileAnswer>
  /** Where the browser PUTs the image itself (a one-time URL, 15 minutes). */
  readonly createUploadUrl: (credentials: Credentials, contentType: string) => Result<UploadUrl>
  /** Makes the latest upload the avatar; 2012 when nothing was uploaded. */
  readonly setAvatar: (credentials: Credentials) => Result<ProfileAnswer>
  readonly removeAvatar: (credentials: Credentials) => Result<void>
  readonly listBetaPrograms: (credentials?: Credentials) => Result<typeof BetaProgramList.Type>
  readonly listMyBetaPrograms: (credentials: Credentials) => Result<typeof BetaMembershipList.Type>
  /** 403/2000 when the customer holds no qualifying licence (the message says which). */
  readonly joinBetaProgram: (credentials: Credentials, betaProgramId: number) => Result<BetaMembership>
  readonly leaveBetaProgram: (credentials: Credentials, betaProgramId: number) => Result<void>
  readonly validateBetaPrograms: (credentials: Credentials) => Result<typeof BetaMembershipList.Type>
  readonly sendSurvey: (
    credentials: Credentials,
    survey: string | Record<string, unknown>,
  ) => Result<SurveySent>
  readonly checkTracking: (
    query: { country_code?: string; consent?: 'granted' | 'denied' },
    credentials?: Credentials,
  ) => Result<TrackingAnswer>
  readonly listPartnerPromotions: (credentials: Credentials) => Result<typeof PartnerCodeList.Type>
  /** With the app's credentials, for a customer the site has signed in. */
  readonly claimPartnerCode: (input: { user_id: number; promotion_name: string }) => Result<PartnerCode>
}

export class Profile extends Context.Service<Profile, ProfileShape>()('services/accounts/profile/Profile') {}

export const makeProfile = Effect.gen(function* () {
  const http = yield* AccountsHttp
  const service = 'profile' as const
  const bearer = (credentials: Credentials, name: string) => ({
    name: `profile.${name}`,
    service,
    auth: 'bearer' as const,
    credentials,
  })
  const betaPath = (id: number) => `{me}/betaprograms/${encodeURIComponent(String(id))}`

  return Profile.of({
    findProfiles: (credentials, emailAddress) =>
      http.json(
        {
          ...bearer(credentials, 'findProfiles'),
          method: 'GET',
          path: '/api/v1/users',
          params: { email_address: emailAddress },
        },
        ProfileList,
      ),
    getProfile: (credentials) =>
      http.json({ ...bearer(credentials, 'getProfile'), method: 'GET', path: '{me}' }, ProfileSchema),
    updateProfile: (credentials, change) =>
      http.json(
        { ...bearer(credentials, 'updateProfile'), method: 'PUT', path: '{me}', params: change },
        ProfileSchema,
      ),
    createUploadUrl: (credentials, contentType) =>
      http.json(
        {
          ...bearer(credentials, 'createUploadUrl'),
          method: 'POST',
          path: '{me}/fileuploadurl',
          params: { upload_type: 'avatar', content_type: contentType },
        },
        UploadUrl,
      ),
    setAvatar: (credentials) =>
      http.json({ ...bearer(credentials, 'setAvatar'), method: 'PUT', path: '{me}/avatar' }, ProfileSchema),
    removeAvatar: (credentials) =>
      http.empty({ ...bearer(credentials, 'removeAvatar'), method: 'DELETE', path: '{me}/avatar' }),
    listBetaPrograms: (credentials) =>
      http.json(
        {
          name: 'profile.listBetaPrograms',
          service,
          auth: 'optionalBearer',
          credentials,
          method: 'GET',
          path: '/api/v1/betaprograms',
        },
        BetaProgramList,
      ),
    listMyBetaPrograms: (credentials) =>
      http.json(
        { ...bearer(credentials, 'listMyBetaPrograms'), method: 'GET', path: '{me}/betaprograms' },
        BetaMembershipList,
      ),
    joinBetaProgram: (credentials, betaProgramId) =>
      http.json(
        {
          ...bearer(credentials, 'joinBetaProgram'),
          method: 'POST',
          path: '{me}/betaprograms',
          params: { beta_program_id: betaProgramId },
        },
        BetaMembership,
      ),
    leaveBetaProgram: (credentials, betaProgramId) =>
      http.empty({
        ...bearer(credentials, 'leaveBetaProgram'),
        method: 'DELETE',
        path: betaPath(betaProgramId),
      }),
    validateBetaPrograms: (credentials) =>
      http.json(
        {
          ...bearer(credentials, 'validateBetaPrograms'),
          method: 'POST',
          path: '{me}/betaprograms/validateall',
        },
        BetaMembershipList,
      ),
    sendSurvey: (credentials, survey) =>
      http.json(
        { ...bearer(credentials, 'sendSurvey'), method: 'POST', path: '{me}/survey', params: { survey } },
        SurveySent,
      ),
    checkTracking: (query, credentials) =>
      http.json(
        {
          name: 'profile.checkTracking',
          service,
          auth: 'optionalBearer',
          credentials,
          method: 'GET',
          path: '/api/v1/allowtracking',
          params: query,
        },
        TrackingAnswer,
      ),
    listPartnerPromotions: (credentials) =>
      http.json(
        { ...bearer(credentials, 'listPartnerPromotions'), method: 'GET', path: '{me}/partnerpromotions' },
        PartnerCodeList,
      ),
    claimPartnerCode: (input) =>
      http.json(
        {
          name: 'profile.claimPartnerCode',
          service,
          auth: 'basic',
          method: 'POST',
          path: '/api/v1/partnerpromotions/code',
          params: input,
        },
        PartnerCode,
      ),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const ProfileLive = Layer.effect(Profile, makeProfile)
