import { createFileRoute } from '@tanstack/react-router'

/** GET /auth/account: the /account page's data as JSON (client-side navigation; src/auth/session.ts). */
export const Route = createFileRoute('/auth/account')({
  server: {
    handlers: {
      GET: async ({ request }) => (await import('../../src/auth/runtime.server.ts')).auth.json(request, 'me'),
    },
  },
})
