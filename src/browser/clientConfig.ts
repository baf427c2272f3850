/**
 * Runtime settings the server hands to the browser in one `<meta>` of the root route's head, so one
 * build serves every environment (the e2e stack polls fast, `npm start` every five minutes).
 * On the server it reads the environment; in the browser it reads the tag the server rendered.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { readBuildPollInterval } from '../../models/buildPoll.ts'

export const buildPollMetaName = 'build-poll-interval'

export const buildPollMeta = createIsomorphicFn()
  .server(() => ({
    name: buildPollMetaName,
    content: String(readBuildPollInterval(process.env.BUILD_POLL_INTERVAL_MS)),
  }))
  .client(() => ({
    name: buildPollMetaName,
    content: document.querySelector(`meta[name="${buildPollMetaName}"]`)?.getAttribute('content') ?? '',
  }))
