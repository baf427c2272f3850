/**
 * `GET me` at most once per request: the header and the overview both need the customer, and share
 * one call (and one renewal) per page view. Keyed by the request object, so nothing outlives it.
 */
import type { User } from '../../models/accounts/identity.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { type CustomerOutcome, forCustomer } from '../identity/customer.server.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'

const calls = new WeakMap<Request, Promise<CustomerOutcome<User>>>()

export function meOf(platform: AccountPlatform, request: Request): Promise<CustomerOutcome<User>> {
  let call = calls.get(request)
  if (!call) {
    call = forCustomer(
      platform,
      request,
      Identity.use((identity) => identity.getMe()),
    )
    calls.set(request, call)
  }
  return call
}
