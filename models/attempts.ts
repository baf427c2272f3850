/**
 * Attempt limits (decision 212): how many tries of a secret (a password, a voucher code, the preview
 * secret) or of a guarded step (a sign-in return, a sign-up) a session or a browser gets per window,
 * how long the wait grows with each lockout, and how the wait is said to a customer. Pure: the
 * counting lives in src/security/attempts.server.ts.
 */
export const attemptPurposes = ['password', 'sign-in', 'sign-up', 'voucher', 'preview'] as const
export type AttemptPurpose = (typeof attemptPurposes)[number]

export interface AttemptPolicy {
  /** Tries per session and per browser within one window; the next one is refused. */
  readonly limit: number
  /** Tries per address within one window from browsers the site has not met yet. */
  readonly newBrowserLimit: number
  readonly windowMs: number
  /** A success forgets the session's and the browser's tries (not a sign-up: that is not a secret). */
  readonly resetOnSuccess: boolean
}

const minute = 60_000
const standard: AttemptPolicy = {
  limit: 10,
  newBrowserLimit: 30,
  windowMs: 15 * minute,
  resetOnSuccess: true,
}

export const attemptPolicies: Readonly<Record<AttemptPurpose, AttemptPolicy>> = {
  password: standard,
  'sign-in': standard,
  'sign-up': { ...standard, resetOnSuccess: false },
  voucher: standard,
  preview: standard,
}

/** The longest a lockout lasts, however often it came back. */
export const maxLockoutMs = 24 * 60 * minute
/** How long lockouts are remembered for the back-off. */
export const lockoutMemoryMs = 24 * 60 * minute

/** Back-off: the first lockout lasts one window, each further one within a day twice the one before. */
export const lockoutMs = (policy: AttemptPolicy, lockouts: number): number =>
  Math.min(policy.windowMs * 2 ** Math.max(0, lockouts - 1), maxLockoutMs)

/** "a minute", "15 minutes", "an hour", "3 hours": the wait, rounded up, as a person says it. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  if (minutes === 1) return 'a minute'
  if (minutes < 60) return `${minutes} minutes`
  const hours = Math.ceil(minutes / 60)
  return hours === 1 ? 'an hour' : `${hours} hours`
}

const sentences: Readonly<Record<AttemptPurpose, (wait: string) => string>> = {
  password: (wait) =>
    `That is too many password attempts. For your security, please wait ${wait}, then try again.`,
  'sign-in': (wait) =>
    `That is too many sign-in attempts from this browser. Please wait ${wait}, then sign in again.`,
  'sign-up': (wait) =>
    `That is too many sign-up attempts from this browser. Please wait ${wait}, then try again.`,
  voucher: (wait) => `That is too many voucher codes in a short time. Please wait ${wait}, then try again.`,
  preview: (wait) => `Too many wrong preview secrets from this browser. Try again in ${wait}.`,
}

/** What the customer reads when an attempt was refused, with the wait in words. */
export const tooManyAttempts = (purpose: AttemptPurpose, retryAfterSeconds: number): string =>
  sentences[purpose](waitInWords(retryAfterSeconds))

/** A wait carried in an address (`?wait=900`): whole seconds, within a day, or undefined. */
export function waitFromParam(value: unknown): number | undefined {
  const seconds = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN
  return Number.isInteger(seconds) && seconds > 0 && seconds <= maxLockoutMs / 1000 ? seconds : undefined
}
