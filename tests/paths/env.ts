/**
 * Where a browser replay runs: against the e2e suite's own stack (the stand-ins' test hooks are there,
 * the demo customers are signed in by putting their session into the browser) or against a deployment
 * (`npm run test:paths`: no hooks, test customers from environment variables, signed in through the
 * sign-in page as a customer would). A replay takes one of these and asks it, never the stand-ins.
 */

import type { PageHandle } from '../e2e/support/browser.ts'
import { e2eEnv } from '../e2e/support/env.ts'
import { demoCustomers, signInAs } from '../e2e/support/identity.ts'

/** The test customers a replay needs, by what their account must hold. */
export const roles = {
  subscriber: {
    variable: 'TEST_PATHS_SUBSCRIBER',
    needs: 'an active subscription with a plan to change to',
    demo: 'ana',
  },
  pastDue: {
    variable: 'TEST_PATHS_PAST_DUE',
    needs: 'a past-due subscription and a second, working card',
    demo: 'ben',
  },
  voucherHolder: { variable: 'TEST_PATHS_VOUCHER_HOLDER', needs: 'an unredeemed voucher', demo: 'cleo' },
  customer: { variable: 'TEST_PATHS_CUSTOMER', needs: 'any account', demo: 'ana' },
} as const
export type Role = keyof typeof roles

export interface Credentials {
  readonly email: string
  readonly password: string
}

export interface ReplayEnv {
  /** The stand-ins' test hooks (ending tokens, holding a generation, scripted faults) can be used. */
  readonly hooks: boolean
  /** Time-out of one path: a deployment signs in through the sign-in page on every path. */
  readonly pathTimeout: number
  /** The role's test customer, for a sign-in form the replay fills itself (a password re-entry). */
  readonly customer: (role: Role) => Credentials
  /** Signs the role's test customer in, in the page's browser context. */
  readonly signIn: (handle: PageHandle, role: Role) => Promise<void>
  /** The site's preview secret, which turns preview mode on (`/api/preview/enable`). */
  readonly previewSecret: () => string
}

/** The e2e suite's stack: the demo customers, signed in by a session put into the browser. */
export function standInEnv(
  signedIn: (handle: PageHandle, who: 'ana' | 'ben' | 'cleo') => Promise<void>,
): ReplayEnv {
  return {
    hooks: true,
    // A time-out only ends a path that hangs: the longest sign-in paths sign in twice, and on the busy
    // 2-core machine that took over 45 s.
    pathTimeout: 90_000,
    customer: (role) => demoCustomers[roles[role].demo],
    signIn: (handle, role) => signedIn(handle, roles[role].demo),
    previewSecret: () => e2eEnv.PREVIEW_SECRET as string,
  }
}

/** `email:password` from the role's variable; fails with what to set when it is missing. */
export function customerFromEnv(role: Role, env: NodeJS.ProcessEnv = process.env): Credentials {
  const { variable, needs } = roles[role]
  const value = env[variable]?.trim()
  const at = value?.indexOf(':') ?? -1
  if (!value || at < 1 || at === value.length - 1)
    throw new Error(`Set ${variable}=email:password: a test customer with ${needs}.`)
  return { email: value.slice(0, at), password: value.slice(at + 1) }
}

/** A deployment: no hooks; customers from the environment, signed in through the sign-in page. */
export const deploymentEnv: ReplayEnv = {
  hooks: false,
  pathTimeout: 120_000,
  customer: (role) => customerFromEnv(role),
  signIn: async (handle, role) => {
    await signInAs(handle, '/account', customerFromEnv(role))
  },
  previewSecret: () => {
    const secret = process.env.TEST_PATHS_PREVIEW_SECRET?.trim()
    if (!secret) throw new Error('Set TEST_PATHS_PREVIEW_SECRET to the deployment’s PREVIEW_SECRET.')
    return secret
  },
}
