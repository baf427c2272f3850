import { createFileRoute } from '@tanstack/react-router'

/** POST /api/account/security/$action: password re-entry, account deletion, sign-out everywhere. */
export const Route = createFileRoute('/api/account/security/$action')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const [{ securityResponse }, { accountPlatform }] = await Promise.all([
          import('../../../../src/account/security/reauth.server.ts'),
          import('../../../../src/identity/runtime.server.ts'),
        ])
        return securityResponse(accountPlatform, request, params.action)
      },
    },
  },
})
