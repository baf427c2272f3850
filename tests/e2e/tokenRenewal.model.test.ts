/**
 * Token renewal replayed in Chromium against the running site and the accounts stand-in
 * (support/tokenRenewalModel.ts): every state and transition of
 * machines/identity/tokenRenewal.browser.model.ts.
 */
import { describe } from 'vitest'
import { standInEnv } from '../paths/env.ts'
import { usePage } from './support/browser.ts'
import { signedIn } from './support/commerce.ts'
import { describeTokenRenewal } from './support/tokenRenewalModel.ts'

describe('token renewal in Chromium', () => {
  describeTokenRenewal(usePage(), standInEnv(signedIn))
})
