/**
 * Async data loading replayed in Chromium against the running site (support/asyncDataModel.ts): every
 * state and transition of machines/asyncData.browser.model.ts, on /account/profile.
 */
import { describe } from 'vitest'
import { standInEnv } from '../paths/env.ts'
import { describeAsyncData } from './support/asyncDataModel.ts'
import { usePage } from './support/browser.ts'
import { signedIn } from './support/commerce.ts'

describe('async data loading in Chromium', () => {
  describeAsyncData(usePage(), standInEnv(signedIn))
})
