import { createFileRoute } from '@tanstack/react-router'

/**
 * POST /auth/sign-out (same-site form): revokes and clears the session, then the identity logout page.
 * A command, never a link: a GET (a prefetch, a pasted address) gets 405 from the server entry.
 */
export const Route = createFileRoute('/auth/sign-out')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const [{ signInFlows, accountPlatform }, { forgetSession }] = await Promise.all([
          import('../../src/identity/runtime.server.ts'),
          import('../../src/account/headerCache.server.ts'),
        ])
        // What the session's pages kept (decisions 264, 279) goes with it.
        forgetSession(accountPlatform, request)
        return signInFlows.signOut(request)
      },
    },
  },
})
