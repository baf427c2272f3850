import { createFileRoute } from '@tanstack/react-router'

/** POST /account/download/file/$fileId: 303 to a freshly signed download of a cloud-library file. */
export const Route = createFileRoute('/account/download/file/$fileId')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const [{ fileDownloadResponse }, { accountPlatform }] = await Promise.all([
          import('../../src/account/library/library.server.ts'),
          import('../../src/identity/runtime.server.ts'),
        ])
        return fileDownloadResponse(accountPlatform, request, params.fileId)
      },
    },
  },
})
