import { createFileRoute } from '@tanstack/react-router'

/** POST /auth/sign-out (same-site form): revokes and clears the session, then the identity logout page. */
export const Route = createFileRoute('/auth/sign-out')({
  server: {
    handlers: {
      // A command, never a link: a GET (a prefetch, a pasted address) changes nothing.
      GET: () =>
        new Response('Method Not Allowed: use the form', { status: 405, headers: { allow: 'POST' } }),
      POST: async ({ request }) =>
        (await import('../../src/identity/runtime.server.ts')).signInFlows.signOut(request),
    },
  },
})
