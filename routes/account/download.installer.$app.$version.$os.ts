import { createFileRoute } from '@tanstack/react-router'

/**
 * POST /account/download/installer/$app/$version/$os: a signed-in customer's installer download
 * (decision 122). A POST, never a link: each one is logged in the customer's history.
 */
export const Route = createFileRoute('/account/download/installer/$app/$version/$os')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const [{ installerDownloadResponse }, { accountPlatform }] = await Promise.all([
          import('../../src/account/downloads/downloads.server.ts'),
          import('../../src/identity/runtime.server.ts'),
        ])
        return installerDownloadResponse(accountPlatform, request, params)
      },
    },
  },
})
