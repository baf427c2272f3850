/**
 * Build-update polling replayed in Chromium against the running site (support/buildUpdateModel.ts):
 * every state and transition of machines/buildUpdate.model.ts.
 */
import { describe } from 'vitest'
import { standInEnv } from '../paths/env.ts'
import { usePage } from './support/browser.ts'
import { describeBuildUpdate } from './support/buildUpdateModel.ts'
import { signedIn } from './support/commerce.ts'

describe('build-update polling in Chromium', () => {
  describeBuildUpdate(usePage(), standInEnv(signedIn))
})
