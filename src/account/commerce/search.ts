/** The commerce screens' page queries, checked on the way in (besides `?done=` / `?problem=`). */
import { type AccountSearch, validateAccountSearch } from '../search.ts'

const id = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined
const number = (value: unknown) => {
  const text = typeof value === 'number' ? String(value) : value
  return typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined
}

export interface CommerceSearch extends AccountSearch {
  /** Subscriptions: the plan change to resume after signing in again. */
  readonly resume?: string
  /** Subscriptions: the catalogue plan a pricing page's "Switch to …" chose (decision 181). */
  readonly plan?: number
  /** Orders: the status filter. */
  readonly status?: string
  /** Invoice page: which order and invoice. */
  readonly order?: number
  readonly invoice?: number
}

export const validateCommerceSearch = (search: Record<string, unknown>): CommerceSearch => ({
  ...validateAccountSearch(search),
  resume: id(search.resume),
  plan: number(search.plan),
  status: id(search.status),
  order: number(search.order),
  invoice: number(search.invoice),
})
