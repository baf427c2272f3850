import { createFileRoute } from '@tanstack/react-router'

/** GET /auth/session: the header's signed-in state as JSON (client-side navigation; src/auth/session.ts). */
export const Route = createFileRoute('/auth/session')({
  server: {
    handlers: {
      GET: async ({ request }) =>
        (await import('../../src/auth/runtime.server.ts')).auth.json(request, 'sessionSummary'),
    },
  },
})
