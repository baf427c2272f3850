/**
 * Sign-in and sign-out paths replayed in Chromium against the running site and the accounts stand-in
 * (support/signInModel.ts): every state and transition of machines/identity/signIn.browser.model.ts.
 */
import { describe } from 'vitest'
import { standInEnv } from '../paths/env.ts'
import { usePage } from './support/browser.ts'
import { signedIn } from './support/commerce.ts'
import { describeSignIn } from './support/signInModel.ts'

describe('sign-in and sign-out in Chromium', () => {
  describeSignIn(usePage(), standInEnv(signedIn))
})
