/** The query a command's no-JavaScript return carries (`?done=` / `?problem=`), checked on the way in. */
export interface AccountSearch {
  readonly done?: string
  readonly problem?: string
}

const token = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9.]{1,48}$/.test(value) ? value : undefined

export const validateAccountSearch = (search: Record<string, unknown>): AccountSearch => ({
  done: token(search.done),
  problem: token(search.problem),
})
