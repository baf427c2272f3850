import { createFileRoute } from '@tanstack/react-router'

/** GET /api/account/card-form?back=: sends the customer to the payment provider's hosted card form. */
export const Route = createFileRoute('/api/account/card-form')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const [{ startCardForm }, { accountPlatform }, { accountsSettingsFromEnv }] = await Promise.all([
          import('../../../src/account/commerce/responses.server.ts'),
          import('../../../src/identity/runtime.server.ts'),
          import('../../../services/accounts/http/config.ts'),
        ])
        const formUrl = `${accountsSettingsFromEnv(process.env).baseUrls.ecom}/hosted/card-form`
        return startCardForm(accountPlatform, request, formUrl)
      },
    },
  },
})
