import type { AccountRead } from '../../../models/accounts/result.ts'

/**
 * True when the provider refused the support read (403: not an admin) or there is no such customer
 * (404): the route then answers with the 404 page, so the support addresses do not admit they exist.
 * Other failures (a service down) show on the page with a retry.
 */
export function refusedToSupport(read: AccountRead<unknown>): boolean {
  if (read.status !== 'signedIn' || read.ok) return false
  const { _tag, status } = read.failure
  return _tag === 'AccessDenied' || status === 403 || status === 404 || status === 400
}
