/**
 * The customer an account call acts for, as an Effect context: a service method that needs the
 * customer's token says so in its type (`Customer` in its requirements) and reads it here, instead of
 * taking credentials as an argument. The site provides it once per attempt (src/identity/customer.server.ts),
 * so a call retried after token renewal simply runs again with the new token.
 */
import { Context, Effect, Option, type Schema } from 'effect'
import type { AccountsHttpShape, Binary, Call } from './client.ts'
import type { ServiceName } from './config.ts'
import type { AccountsError } from './errors.ts'
import type { Credentials } from './request.ts'

export class Customer extends Context.Service<Customer, Credentials>()('services/accounts/http/Customer') {}

/** A call for the customer in context. */
export type CustomerResult<A> = Effect.Effect<A, AccountsError, Customer>

/** What a method says about its call; the builder adds the name, the service and the customer's token. */
export type CallSpec = Omit<Call, 'name' | 'service' | 'auth' | 'credentials'>

/**
 * The one builder of a service's calls on the core: `customer` calls carry the customer's bearer token
 * (and resolve `{me}` for them), `optionalCustomer` calls carry it when there is a customer and go
 * anonymous otherwise, and `app` calls use the app's own credentials or none. Each call is named
 * `<service>.<method>` (its trace span and log label).
 */
export function serviceCalls(http: AccountsHttpShape, service: ServiceName) {
  const named = (method: string, spec: CallSpec, auth: Call['auth'], credentials?: Credentials): Call => ({
    ...spec,
    name: `${service}.${method}`,
    service,
    auth,
    credentials,
  })
  const customer = (method: string, spec: CallSpec) =>
    Customer.use((credentials) => Effect.succeed(named(method, spec, 'bearer', credentials)))
  const optionalCustomer = (method: string, spec: CallSpec) =>
    Effect.map(Effect.serviceOption(Customer), (found) =>
      named(method, spec, 'optionalBearer', Option.getOrUndefined(found)),
    )
  return {
    customer: {
      json: <A>(method: string, spec: CallSpec, schema: Schema.ConstraintDecoder<A>): CustomerResult<A> =>
        Effect.flatMap(customer(method, spec), (call) => http.json(call, schema)),
      empty: (method: string, spec: CallSpec): CustomerResult<void> =>
        Effect.flatMap(customer(method, spec), http.empty),
      binary: (method: string, spec: CallSpec, accept: string): CustomerResult<Binary> =>
        Effect.flatMap(customer(method, spec), (call) => http.binary(call, accept)),
    },
    optionalCustomer: {
      json: <A>(
        method: string,
        spec: CallSpec,
        schema: Schema.ConstraintDecoder<A>,
      ): Effect.Effect<A, AccountsError> =>
        Effect.flatMap(optionalCustomer(method, spec), (call) => http.json(call, schema)),
    },
    app: {
      json: <A>(
        method: string,
        spec: CallSpec & { readonly auth?: 'basic' | 'none' },
        schema: Schema.ConstraintDecoder<A>,
      ): Effect.Effect<A, AccountsError> => http.json(named(method, spec, spec.auth ?? 'none'), schema),
      empty: (method: string, spec: CallSpec & { readonly auth?: 'basic' | 'none' }) =>
        http.empty(named(method, spec, spec.auth ?? 'none')),
    },
  }
}

/** Runs a customer call for `credentials` (tests, and calls made right after a fresh sign-in). */
export const asCustomer =
  (credentials: Credentials) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<R, Customer>> =>
    Effect.provideService(effect, Customer, credentials)

/**
 * Runs customer calls on another user's data (spec §6: "calls for another user use /users/{userId}
 * instead of /me"): the same token, with `{me}` resolved to `/api/v1/users/{userId}` by the core. Only
 * the provider decides whether the token may (an admin's may; anyone else's is refused with 403/2000).
 */
export function forUser(userId: number) {
  if (!Number.isSafeInteger(userId) || userId < 1) throw new RangeError(`Invalid user id: ${userId}`)
  return <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | Customer> =>
    effect.pipe(Effect.updateService(Customer, (credentials) => ({ ...credentials, userId })))
}
