/** What the sign-up page says for each refusal (the catalogue's 409, 2012, 5023, 2013 in its words). */
import type { SignUpProblem } from './problems.ts'

export const passwordLength = { min: 8, max: 128 } as const

export const signUpMessages: Readonly<Record<SignUpProblem, string>> = {
  missing: 'Please fill in every field.',
  email: 'Please enter a valid email address.',
  weak: `Please choose a password of ${passwordLength.min} to ${passwordLength.max} characters.`,
  html: 'Please remove HTML tags (such as <b>) from your name.',
  invalid: 'Some of what you entered is not valid. Please check it and try again.',
  taken: 'There is already an account with that email address. Sign in instead, or use another address.',
  unavailable: 'We could not create your account just now. Please try again in a moment.',
  /** Worded with its wait (`?wait=` seconds) by the page: models/attempts.ts. */
  wait: 'That is too many sign-up attempts from this browser. Please wait a while, then try again.',
}
