/**
 * Why a sign-up was refused, as a word in `?problem=`. Only the names live here: the sign-up route
 * validates its query with them, and route definitions ship on every page (the wording is in
 * messages.ts, loaded with the page).
 */
export const signUpProblems = [
  'missing',
  'email',
  'weak',
  'html',
  'invalid',
  'taken',
  'unavailable',
  'wait',
] as const
export type SignUpProblem = (typeof signUpProblems)[number]

export const isSignUpProblem = (value: unknown): value is SignUpProblem =>
  typeof value === 'string' && (signUpProblems as ReadonlyArray<string>).includes(value)
