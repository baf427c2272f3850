/**
 * What every account read and command runs with: the platform, the request, and `customer(call)`, which
 * runs an account call for the request's customer (renewal, typed result, cookies). Built once per
 * request by the registry, so areas never thread `(platform, request)` into `forCustomer` themselves.
 */
import { type CustomerCall, type CustomerOutcome, forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'

export interface AccountContext {
  readonly platform: AccountPlatform
  readonly request: Request
  readonly customer: <A>(call: CustomerCall<A>) => Promise<CustomerOutcome<A>>
}

export const accountContext = (platform: AccountPlatform, request: Request): AccountContext => ({
  platform,
  request,
  customer: (call) => forCustomer(platform, request, call),
})
