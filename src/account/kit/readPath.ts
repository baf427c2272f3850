/**
 * The JSON endpoint of an account read with its query: `/api/account/read/orders?status=complete`.
 * Only the browser needs it, after a route's lazy chunk has loaded, so it lives apart from
 * src/account/reads.ts, whose loader ships with every page.
 */
import { queryParams } from './query.ts'

export function readPath(name: string, query: object | undefined): string {
  const text = queryParams(query).toString()
  return `/api/account/read/${name}${text ? `?${text}` : ''}`
}
