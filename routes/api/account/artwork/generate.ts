import { createFileRoute } from '@tanstack/react-router'

/** POST /api/account/artwork/generate: one image for the signed-in customer; aborting the request cancels it. */
export const Route = createFileRoute('/api/account/artwork/generate')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const [{ generateResponse }, { accountPlatform }] = await Promise.all([
          import('../../../../src/account/artwork/artwork.server.ts'),
          import('../../../../src/identity/runtime.server.ts'),
        ])
        return generateResponse(accountPlatform, request)
      },
    },
  },
})
