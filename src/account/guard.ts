/**
 * The account area's one sign-in guard: an account read that finds no session sends the visitor to
 * sign-in, and sign-in brings them back to the very page (path and query) they asked for.
 */
import { redirect } from '@tanstack/react-router'
import type { AccountRead } from '../../models/accounts/result.ts'
import type { ReadName } from './reads.server.ts'
import { loadAccountRead } from './reads.ts'

export async function requireAccountRead<A>(
  name: Exclude<ReadName, 'session'>,
  location: { readonly href: string },
  query?: string,
): Promise<Exclude<AccountRead<A>, { status: 'signedOut' }>> {
  const read = (await loadAccountRead(name, query)) as AccountRead<A>
  if (read.status === 'signedOut') {
    throw redirect({
      href: `/auth/sign-in?return=${encodeURIComponent(location.href)}`,
      reloadDocument: true,
    })
  }
  return read
}
