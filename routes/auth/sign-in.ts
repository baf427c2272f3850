import { createFileRoute } from '@tanstack/react-router'

/** GET /auth/sign-in?return=/path: starts sign-in (machines/signIn.ts) and redirects to the authorization page. */
export const Route = createFileRoute('/auth/sign-in')({
  server: {
    handlers: {
      GET: async ({ request }) =>
        (await import('../../src/account/runtime.server.ts')).signInFlows.startSignIn(request),
    },
  },
})
