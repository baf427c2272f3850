import { createFileRoute } from '@tanstack/react-router'

/** GET /auth/sign-in?return=/path: starts sign-in (machines/identity/signIn.ts) and redirects to the authorization page. */
export const Route = createFileRoute('/auth/sign-in')({
  server: {
    handlers: {
      GET: async ({ request }) =>
        (await import('../../src/identity/runtime.server.ts')).signInFlows.startSignIn(request),
    },
  },
})
