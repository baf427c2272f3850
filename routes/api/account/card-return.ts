import { createFileRoute } from '@tanstack/react-router'

/** GET /api/account/card-return?nonce=: the hosted card form's return; the nonce becomes a payment method. */
export const Route = createFileRoute('/api/account/card-return')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const [{ finishCardForm }, { accountPlatform }] = await Promise.all([
          import('../../../src/account/commerce/responses.server.ts'),
          import('../../../src/identity/runtime.server.ts'),
        ])
        return finishCardForm(accountPlatform, request)
      },
    },
  },
})
