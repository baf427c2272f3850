import { createFileRoute } from '@tanstack/react-router'

/**
 * POST /auth/sign-out (same-site form): revokes and clears the session, then the identity logout page.
 * A command, never a link: a GET (a prefetch, a pasted address) gets 405 from the server entry.
 */
export const Route = createFileRoute('/auth/sign-out')({
  server: {
    handlers: {
      POST: async ({ request }) =>
        (await import('../../src/identity/runtime.server.ts')).signInFlows.signOut(request),
    },
  },
})
