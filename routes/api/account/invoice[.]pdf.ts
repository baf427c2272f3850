import { createFileRoute } from '@tanstack/react-router'

/** GET /api/account/invoice.pdf?order=&invoice=: the invoice PDF, streamed from the ecommerce service. */
export const Route = createFileRoute('/api/account/invoice.pdf')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const [{ invoicePdfResponse }, { accountPlatform }] = await Promise.all([
          import('../../../src/account/commerce/responses.server.ts'),
          import('../../../src/identity/runtime.server.ts'),
        ])
        return invoicePdfResponse(accountPlatform, request)
      },
    },
  },
})
