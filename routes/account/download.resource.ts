import { createFileRoute } from '@tanstack/react-router'

/** POST /account/download/resource (assetId, resourceId): 303 to the resource's short-lived link. */
export const Route = createFileRoute('/account/download/resource')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const [{ resourceDownloadResponse }, { accountPlatform }] = await Promise.all([
          import('../../src/account/assets/assets.server.ts'),
          import('../../src/identity/runtime.server.ts'),
        ])
        return resourceDownloadResponse(accountPlatform, request)
      },
    },
  },
})
