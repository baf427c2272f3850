/**
 * Preview listening replayed in Chromium against the running site (support/previewListeningModel.ts):
 * every state and transition of machines/previewListening.model.ts, through the preview bar.
 */
import { describe } from 'vitest'
import { standInEnv } from '../paths/env.ts'
import { usePage } from './support/browser.ts'
import { signedIn } from './support/commerce.ts'
import { describePreviewListening } from './support/previewListeningModel.ts'

describe('preview listening in Chromium', () => {
  describePreviewListening(usePage(), standInEnv(signedIn))
})
