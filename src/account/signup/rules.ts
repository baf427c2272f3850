/**
 * What the sign-up form must hold before any call (isomorphic: the page and the server check the same):
 * the identity service's limits (password 8–128 characters, an email address) and the profile rules for
 * names, so HTML is refused with 5023 as the services would.
 */
import { checkField } from '../../../models/accounts/profileChecks.ts'
import { profileRules } from '../../../models/accounts/profileRules.ts'
import { passwordLength } from './messages.ts'
import type { SignUpProblem } from './problems.ts'

export const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/
export interface SignUpInput {
  readonly email_address: string
  readonly password: string
  readonly first_name: string
  readonly last_name: string
}

export function checkSignUp(input: SignUpInput): SignUpProblem | undefined {
  const { email_address, password, first_name, last_name } = input
  if (!email_address.trim() || !password || !first_name.trim() || !last_name.trim()) return 'missing'
  if (email_address.trim().length > 254 || !emailPattern.test(email_address.trim())) return 'email'
  if (password.length < passwordLength.min || password.length > passwordLength.max) return 'weak'
  for (const name of [first_name, last_name]) {
    const checked = checkField(profileRules.first_name, name)
    if ('code' in checked) return checked.code === 5023 ? 'html' : 'invalid'
  }
  return undefined
}

/** The survey's questions: where the customer heard of us and what they make. */
export const surveyQuestions = {
  heard_from: ['A friend', 'Search', 'Social media', 'A shop or store', 'Another way'],
  makes: ['DJ sets', 'Music production', 'Live performance', 'Just exploring'],
} as const

export { passwordLength, type SignUpProblem }
