import { createFileRoute } from '@tanstack/react-router'

/**
 * The hosted card form's return (decision 215): `GET ?nonce=` answers a page that posts the nonce back,
 * and `POST` (same-site) makes it a payment method. A GET never adds a card.
 */
export const Route = createFileRoute('/api/account/card-return')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const [{ cardReturnPage }, { currentNonce }] = await Promise.all([
          import('../../../src/account/commerce/responses.server.ts'),
          import('../../../src/security/nonce.server.ts'),
        ])
        return cardReturnPage(request, currentNonce())
      },
      POST: async ({ request }) => {
        const [{ finishCardForm }, { accountPlatform }] = await Promise.all([
          import('../../../src/account/commerce/responses.server.ts'),
          import('../../../src/identity/runtime.server.ts'),
        ])
        return finishCardForm(accountPlatform, request)
      },
    },
  },
})
