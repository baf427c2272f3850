import { createFileRoute } from '@tanstack/react-router'

/** POST /api/account/avatar-upload: where the browser may PUT the customer's new avatar image. */
export const Route = createFileRoute('/api/account/avatar-upload')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const [{ avatarUploadResponse }, { accountPlatform }] = await Promise.all([
          import('../../../src/account/profile/avatar.server.ts'),
          import('../../../src/identity/runtime.server.ts'),
        ])
        return avatarUploadResponse(accountPlatform, request)
      },
    },
  },
})
