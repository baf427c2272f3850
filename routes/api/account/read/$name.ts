import { createFileRoute } from '@tanstack/react-router'

/** GET /api/account/read/$name: an account read as JSON (client-side navigation; src/account/reads.ts). */
export const Route = createFileRoute('/api/account/read/$name')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const [{ readResponse }, { accountPlatform }] = await Promise.all([
          import('../../../../src/account/registry.server.ts'),
          import('../../../../src/identity/runtime.server.ts'),
        ])
        return readResponse(accountPlatform, request, params.name)
      },
    },
  },
})
