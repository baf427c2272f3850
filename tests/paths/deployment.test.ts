/**
 * Run only by `npm run test:paths` (vitest.paths.config.ts): the named machines' browser replays
 * against the deployment at TEST_PATHS_BASE_URL, with its test customers (env.ts) and no stand-in hooks.
 */
import { describe } from 'vitest'
import { quietNotifications, usePage } from '../e2e/support/browser.ts'
import { deploymentEnv } from './env.ts'
import { browserReplays } from './replays.ts'

const names = (process.env.TEST_PATHS_MACHINES ?? '').split(',').filter(Boolean)

describe(`browser paths against ${process.env.TEST_PATHS_BASE_URL}`, () => {
  const handle = usePage()
  // A campaign banner or takeover of the deployment's must not sit over the flow under test.
  quietNotifications(handle)
  for (const name of names) {
    const replay = browserReplays[name]
    if (!replay) throw new Error(`no browser replay for '${name}'`)
    replay(handle, deploymentEnv)
  }
})
