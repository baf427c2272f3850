/**
 * Fault budgets (decision 214): how long an answer may wait for an account service before it goes out
 * without it. The call is not cancelled (the HTTP client's own time-out ends it); the answer just stops
 * waiting, so a hanging service costs a page or an endpoint at most its budget.
 */
export const tooLate: unique symbol = Symbol('too late')

/** `work`'s value, or `tooLate` once `ms` have passed without one. */
export async function withinBudget<A>(work: Promise<A>, ms: number): Promise<A | typeof tooLate> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<typeof tooLate>((resolve) => {
    timer = setTimeout(() => resolve(tooLate), ms)
  })
  // A rejection after the budget is settled by the race's own handler: never an unhandled rejection.
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** The default budget of a call a page or an endpoint makes to an account service. */
export const defaultCallBudgetMs = 3000
