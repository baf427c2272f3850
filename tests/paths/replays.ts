/**
 * The browser replays that can run against a deployment, by machine name (tests/model/machines.ts):
 * `npm run test:paths -- <machine> --base-url <url>` runs the one named. Each takes the page and the
 * environment (env.ts), and registers its model's paths with `describeModel`.
 */
import { describeAsyncData } from '../e2e/support/asyncDataModel.ts'
import type { PageHandle } from '../e2e/support/browser.ts'
import { describeBuildUpdate } from '../e2e/support/buildUpdateModel.ts'
import {
  describeChargeRetry,
  describePlanChange,
  describeVoucherRedeem,
} from '../e2e/support/commerceModels.ts'
import { describePreviewListening } from '../e2e/support/previewListeningModel.ts'
import { describeSignIn } from '../e2e/support/signInModel.ts'
import { describeTokenRenewal } from '../e2e/support/tokenRenewalModel.ts'
import type { ReplayEnv } from './env.ts'

export type BrowserReplay = (handle: PageHandle, env: ReplayEnv) => void

export const browserReplays: Readonly<Record<string, BrowserReplay>> = {
  signIn: describeSignIn,
  planChange: describePlanChange,
  voucherRedeem: describeVoucherRedeem,
  chargeRetry: describeChargeRetry,
  tokenRenewal: describeTokenRenewal,
  asyncData: describeAsyncData,
  previewListening: describePreviewListening,
  buildUpdate: describeBuildUpdate,
}
