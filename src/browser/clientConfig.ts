/**
 * Runtime settings the server hands to the browser in a `<meta>` of the root route's head, so one
 * build serves every environment (the e2e stack polls fast, `npm start` every five minutes).
 * Server only: in the browser the function returns nothing, and React 19 leaves the server-rendered
 * tag in place (it skips unexpected tags in <head> while hydrating), where the poller reads it.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { readBuildPollInterval } from '../../models/buildPoll.ts'

export const buildPollMetaName = 'build-poll-interval'

export const buildPollMeta = createIsomorphicFn()
  .server(() => [
    { name: buildPollMetaName, content: String(readBuildPollInterval(process.env.BUILD_POLL_INTERVAL_MS)) },
  ])
  .client(() => [])
