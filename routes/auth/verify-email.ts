import { createFileRoute } from '@tanstack/react-router'

/** POST /auth/verify-email (same-site form from /account): sends the verification email, back to /account. */
export const Route = createFileRoute('/auth/verify-email')({
  server: {
    handlers: {
      // A command, never a link: a GET (a prefetch, a pasted address) changes nothing.
      GET: () =>
        new Response('Method Not Allowed: use the form', { status: 405, headers: { allow: 'POST' } }),
      POST: async ({ request }) =>
        (await import('../../src/auth/runtime.server.ts')).auth.sendVerificationEmail(request),
    },
  },
})
