/** The one way the ecommerce methods describe a call: service `ecom`, span name `ecom.<method>`. */

import type { Effect } from 'effect'
import type { Call } from '../http/client.ts'
import type { AccountsError } from '../http/errors.ts'
import type { Credentials } from '../http/request.ts'

export type Result<A> = Effect.Effect<A, AccountsError>

export const service = 'ecom' as const

/** A customer call (bearer token, `{me}` paths). */
export const customer = (
  credentials: Credentials,
  name: string,
  method: Call['method'],
  path: string,
  params?: Call['params'],
): Call => ({ name: `ecom.${name}`, service, auth: 'bearer', credentials, method, path, params })

/** A path segment from an id the customer's page sent back. */
export const segment = (id: string | number): string => encodeURIComponent(String(id))
