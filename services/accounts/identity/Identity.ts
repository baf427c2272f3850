/**
 * The identity service (spec §7, "Identity"): every call, methods as verbs, answers decoded with the
 * schemas of models/accounts/identity.ts, failures as the tagged errors of services/accounts/http/errors.ts.
 * Calls made for a customer read the customer from context (services/accounts/http/customer.ts), so
 * token renewal can replay a call with a new token (machines/identity/tokenRenewal.ts) and no token is
 * ever shared between customers.
 */
import { Context, Effect, Layer } from 'effect'
import { SignedIn, TokenPair, User, UserList } from '../../../models/accounts/identity.ts'
import { AccountsHttp } from '../http/client.ts'
import { AccountsConfig } from '../http/config.ts'
import { type CustomerResult, serviceCalls } from '../http/customer.ts'
import type { AccountsError } from '../http/errors.ts'

/** The app's own calls: no customer. */
type Result<A> = Effect.Effect<A, AccountsError>

export interface IdentityShape {
  /** Authorization code + PKCE verifier → the user and a token pair. */
  readonly exchangeCode: (input: {
    code: string
    codeVerifier: string
    redirectUri: string
  }) => Result<SignedIn>
  /** v2 rotates the refresh token (store the new one); v1 keeps it. Fails with InvalidRefreshToken. */
  readonly refreshTokens: (refreshToken: string, options?: { rotate?: boolean }) => Result<TokenPair>
  readonly getMe: () => CustomerResult<User>
  /** Password login with the app's credentials (device sign-in; the site itself uses the authorize page). */
  readonly login: (input: {
    email_address: string
    password: string
    device_id?: string
    device_name?: string
  }) => Result<SignedIn>
  /**
   * Revokes the given refresh token (or ids); 204. Sent as the provider's client sends it: no bearer (the
   * tokens named are the credential, so a session whose access token has lapsed can still end), and the
   * ids as one comma-separated string.
   */
  readonly logout: (input: {
    refresh_token?: string
    refresh_token_ids?: ReadonlyArray<string>
    disable_login?: boolean
  }) => Result<void>
  readonly addUser: (input: {
    email_address: string
    password: string
    first_name: string
    last_name: string
    timestamp?: string
    locale?: string
  }) => Result<User>
  /** Fails with PasswordReentryRequired when the password was not typed recently. */
  readonly deleteMe: () => CustomerResult<void>
  readonly sendVerifyEmailAddress: (input: {
    email_address?: string
    redirect_uri?: string
  }) => CustomerResult<void>
  readonly updateEmailAddress: (userId: number, emailAddress: string) => CustomerResult<User>
  /** Admin: users by email address, optionally with their address history. */
  readonly findUsers: (input: {
    email_address: string
    include_email_address_history?: boolean
  }) => CustomerResult<UserList>
}

export class Identity extends Context.Service<Identity, IdentityShape>()(
  'services/accounts/identity/Identity',
) {}

export const makeIdentity = Effect.gen(function* () {
  const http = yield* AccountsHttp
  const { appId } = yield* AccountsConfig
  const { customer, app } = serviceCalls(http, 'identity')

  return Identity.of({
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      app.json(
        'exchangeCode',
        {
          method: 'POST',
          path: '/api/v1/tokens/exchange',
          params: {
            grant_type: 'authorization_code',
            app_id: appId,
            code,
            redirect_uri: redirectUri,
            code_verifier: codeVerifier,
          },
        },
        SignedIn,
      ),
    refreshTokens: (refreshToken, options) =>
      app.json(
        'refreshTokens',
        {
          method: 'POST',
          path: options?.rotate === false ? '/api/v1/tokens/refresh' : '/api/v2/tokens/refresh',
          params: { refresh_token: refreshToken },
        },
        TokenPair,
      ),
    getMe: () => customer.json('getMe', { method: 'GET', path: '{me}' }, User),
    login: (input) =>
      app.json('login', { method: 'POST', path: '/api/v1/login', auth: 'basic', params: input }, SignedIn),
    logout: ({ refresh_token_ids, ...rest }) =>
      app.empty('logout', {
        method: 'POST',
        path: '/api/v1/me/logout',
        params: refresh_token_ids ? { ...rest, refresh_token_ids: refresh_token_ids.join(',') } : rest,
      }),
    addUser: (input) =>
      app.json('addUser', { method: 'POST', path: '/api/v1/users', auth: 'basic', params: input }, User),
    deleteMe: () => customer.empty('deleteMe', { method: 'DELETE', path: '{me}' }),
    sendVerifyEmailAddress: (input) =>
      customer.empty('sendVerifyEmailAddress', {
        method: 'POST',
        path: '{me}/sendverifyemailaddress',
        params: input,
      }),
    updateEmailAddress: (userId, emailAddress) =>
      customer.json(
        'updateEmailAddress',
        { method: 'PUT', path: `/api/v1/users/${userId}`, params: { email_address: emailAddress } },
        User,
      ),
    findUsers: (input) =>
      customer.json('findUsers', { method: 'GET', path: '/api/v1/users', params: input }, UserList),
  })
})

/** Needs AccountsHttp and AccountsConfig (services/accounts/layer.ts provides both once for every service). */
export const IdentityLive = Layer.effect(Identity, makeIdentity)
