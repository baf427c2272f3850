/**
 * The account area's one sign-in guard: an account read that finds no session sends the visitor to
 * sign-in, and sign-in brings them back to the very page (path and query) they asked for.
 */
import { redirect } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { signInHref } from '../identity/signInHref.ts'
import type { ReadArgs, ReadName, ReadValue } from './names.ts'
import { loadAccountRead } from './reads.ts'

/** The read once signed in: what the screens get. */
export type SignedInRead<V> = Exclude<V, { readonly status: 'signedOut' }>

export async function requireAccountRead<N extends Exclude<ReadName, 'session'>>(
  location: { readonly href: string },
  name: N,
  ...args: ReadArgs<N>
): Promise<SignedInRead<ReadValue<N>>> {
  const read = await loadAccountRead(name, ...args)
  if ((read as { status?: string }).status === 'signedOut') {
    throw redirect({ href: signInHref(location.href), reloadDocument: true })
  }
  return read as SignedInRead<ReadValue<N>>
}

/**
 * The account layout's guard (routes/account/route.tsx): on the server, a request without a session goes
 * to sign-in and back, before any screen loads. In the browser the cookie is out of reach (HttpOnly), so
 * there the screen's read decides (`requireAccountRead`).
 */
export const requireSession = createIsomorphicFn()
  .server(async (location: { readonly href: string }) => {
    const [{ getRequest }, { hasSession }] = await Promise.all([
      import('@tanstack/react-start/server'),
      import('../identity/customer.server.ts'),
    ])
    if (!hasSession(getRequest())) throw redirect({ href: signInHref(location.href), reloadDocument: true })
  })
  .client((_location: { readonly href: string }) => {})
