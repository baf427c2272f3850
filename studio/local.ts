/**
 * The local Studio's settings (docs/decisions/166): the stand-in's one sign-in provider, followed at
 * once, so the Studio opens signed in as the local editor; and the features that need services of
 * Sanity's platform the stand-in does not play, switched off.
 */
import type { WorkspaceOptions } from 'sanity'
import { apiHost } from './environment.ts'
import { spreadListeners } from './listeners.ts'

type LocalOptions = Pick<
  WorkspaceOptions,
  | 'auth'
  | 'releases'
  | 'scheduledPublishing'
  | 'scheduledDrafts'
  | 'tasks'
  | 'announcements'
  | 'mediaLibrary'
  | 'document'
  | 'search'
  | 'unstable_clientFactory'
>

export const localOptions: LocalOptions = {
  auth: {
    loginMethod: 'token',
    redirectOnSingle: true,
    providers: [{ name: 'local', title: 'Local editor', url: `${apiHost}/v1/auth/login/local` }],
  },
  releases: { enabled: false },
  scheduledPublishing: { enabled: false },
  scheduledDrafts: { enabled: false },
  tasks: { enabled: false },
  announcements: { enabled: false },
  mediaLibrary: { enabled: false },
  document: { comments: { enabled: false } },
  unstable_clientFactory: spreadListeners(apiHost ?? 'http://localhost:3333'),
  // The stand-in evaluates GROQ with groq-js, which has no `text::query()` (the newer strategy's matcher).
  search: { strategy: 'groqLegacy' },
}
