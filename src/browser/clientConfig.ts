/**
 * Runtime settings the server hands to the browser in a `<meta>` of the root route's head, so one
 * build serves every environment (the e2e stack polls fast, `npm start` every five minutes).
 * Server only: in the browser the function returns nothing, and React 19 leaves the server-rendered
 * tag in place (it skips unexpected tags in <head> while hydrating), where the poller reads it.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { defaultBuildPollIntervalMs } from '../../models/buildPoll.ts'

export const buildPollMetaName = 'build-poll-interval'

export const buildPollMeta = createIsomorphicFn()
  .server(() => [
    // Checked at start-up with the site's other variables (config/variables.ts; scripts/serve.ts).
    {
      name: buildPollMetaName,
      content: process.env.BUILD_POLL_INTERVAL_MS?.trim() || String(defaultBuildPollIntervalMs),
    },
  ])
  .client(() => [])
