import { createFileRoute } from '@tanstack/react-router'

/** POST /api/account/command/$name: an account command (same-site form or the area's machine). */
export const Route = createFileRoute('/api/account/command/$name')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const [{ commandResponse }, { accountPlatform }] = await Promise.all([
          import('../../../../src/account/registry.server.ts'),
          import('../../../../src/identity/runtime.server.ts'),
        ])
        return commandResponse(accountPlatform, request, params.name)
      },
    },
  },
})
