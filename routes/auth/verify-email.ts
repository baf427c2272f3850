import { createFileRoute } from '@tanstack/react-router'

/** POST /auth/verify-email (same-site form from /account): sends the verification email, back to /account. */
export const Route = createFileRoute('/auth/verify-email')({
  server: {
    handlers: {
      POST: async ({ request }) =>
        (await import('../../src/auth/runtime.server.ts')).auth.sendVerificationEmail(request),
    },
  },
})
