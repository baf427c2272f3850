/**
 * The identity service (spec §7, "Identity"): every call, methods as verbs, answers decoded with the
 * schemas of models/accounts/identity.ts, failures as the tagged errors of services/accounts/http/errors.ts.
 * Calls made for a customer take their `Credentials` explicitly, so token renewal can replay a call
 * with a new token (machines/identity/tokenRenewal.ts) and no token is ever shared between customers.
 */
import { Context, Effect, Layer } from 'effect'
import { SignedIn, TokenPair, User, UserList } from '../../../models/accounts/identity.ts'
import { AccountsHttp } from '../http/client.ts'
import { AccountsConfig } from '../http/config.ts'
import type { AccountsError } from '../http/errors.ts'
import type { Credentials } from '../http/request.ts'

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
  readonly getMe: (credentials: Credentials) => Result<User>
  /** Password login with the app's credentials (device sign-in; the site itself uses the authorize page). */
  readonly login: (input: {
    email_address: string
    password: string
    device_id?: string
    device_name?: string
  }) => Result<SignedIn>
  /** Revokes the given refresh token (or ids); 204. */
  readonly logout: (
    credentials: Credentials,
    input: { refresh_token?: string; refresh_token_ids?: ReadonlyArray<string>; disable_login?: boolean },
  ) => Result<void>
  readonly addUser: (input: {
    email_address: string
    password: string
    first_name: string
    last_name: string
    timestamp?: string
    locale?: string
  }) => Result<User>
  /** Fails with PasswordReentryRequired when the password was not typed recently. */
  readonly deleteMe: (credentials: Credentials) => Result<void>
  readonly sendVerifyEmailAddress: (
    credentials: Credentials,
    input: { email_address?: string; redirect_uri?: string },
  ) => Result<void>
  readonly updateEmailAddress: (
    credentials: Credentials,
    userId: number,
    emailAddress: string,
  ) => Result<User>
  /** Admin: users by email address, optionally with their address history. */
  readonly findUsers: (
    credentials: Credentials,
    input: { email_address: string; include_email_address_history?: boolean },
  ) => Result<UserList>
}

export class Identity extends Context.Service<Identity, IdentityShape>()(
  'services/accounts/identity/Identity',
) {}

export const makeIdentity = Effect.gen(function* () {
  const http = yield* AccountsHttp
  const { appId } = yield* AccountsConfig
  const service = 'identity' as const

  return Identity.of({
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      http.json(
        {
          name: 'identity.exchangeCode',
          service,
          method: 'POST',
          path: '/api/v1/tokens/exchange',
          auth: 'none',
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
      http.json(
        {
          name: 'identity.refreshTokens',
          service,
          method: 'POST',
          path: options?.rotate === false ? '/api/v1/tokens/refresh' : '/api/v2/tokens/refresh',
          auth: 'none',
          params: { refresh_token: refreshToken },
        },
        TokenPair,
      ),
    getMe: (credentials) =>
      http.json(
        { name: 'identity.getMe', service, method: 'GET', path: '{me}', auth: 'bearer', credentials },
        User,
      ),
    login: (input) =>
      http.json(
        {
          name: 'identity.login',
          service,
          method: 'POST',
          path: '/api/v1/login',
          auth: 'basic',
          params: input,
        },
        SignedIn,
      ),
    logout: (credentials, input) =>
      http.empty({
        name: 'identity.logout',
        service,
        method: 'POST',
        path: '/api/v1/me/logout',
        auth: 'bearer',
        credentials,
        params: input,
      }),
    addUser: (input) =>
      http.json(
        {
          name: 'identity.addUser',
          service,
          method: 'POST',
          path: '/api/v1/users',
          auth: 'basic',
          params: input,
        },
        User,
      ),
    deleteMe: (credentials) =>
      http.empty({
        name: 'identity.deleteMe',
        service,
        method: 'DELETE',
        path: '{me}',
        auth: 'bearer',
        credentials,
      }),
    sendVerifyEmailAddress: (credentials, input) =>
      http.empty({
        name: 'identity.sendVerifyEmailAddress',
        service,
        method: 'POST',
        path: '{me}/sendverifyemailaddress',
        auth: 'bearer',
        credentials,
        params: input,
      }),
    updateEmailAddress: (credentials, userId, emailAddress) =>
      http.json(
        {
          name: 'identity.updateEmailAddress',
          service,
          method: 'PUT',
          path: `/api/v1/users/${userId}`,
          auth: 'bearer',
          credentials,
          params: { email_address: emailAddress },
        },
        User,
      ),
    findUsers: (credentials, input) =>
      http.json(
        {
          name: 'identity.findUsers',
          service,
          method: 'GET',
          path: '/api/v1/users',
          auth: 'bearer',
          credentials,
          params: input,
        },
        UserList,
      ),
  })
})

/** Needs AccountsHttp and AccountsConfig (services/accounts/layer.ts provides both once for every service). */
export const IdentityLive = Layer.effect(Identity, makeIdentity)
