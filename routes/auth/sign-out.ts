import { createFileRoute } from '@tanstack/react-router'

/** POST /auth/sign-out (same-site form): revokes and clears the session, then the identity logout page. */
export const Route = createFileRoute('/auth/sign-out')({
  server: {
    handlers: {
      POST: async ({ request }) => (await import('../../src/auth/runtime.server.ts')).auth.signOut(request),
    },
  },
})
