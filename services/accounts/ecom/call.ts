/** What the ecommerce methods share: the service's name and how an id from a page becomes a path segment. */

import type { Effect } from 'effect'
import type { AccountsError } from '../http/errors.ts'

export type { CustomerResult as Result } from '../http/customer.ts'
/** The public catalogue's calls: no customer. */
export type PublicResult<A> = Effect.Effect<A, AccountsError>

export const service = 'ecom' as const

/** A path segment from an id the customer's page sent back. */
export const segment = (id: string | number): string => encodeURIComponent(String(id))
