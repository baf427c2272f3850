import { createFileRoute } from '@tanstack/react-router'

const load = () =>
  Promise.all([
    import('../../../src/tracking/consent.server.ts'),
    import('../../../src/identity/runtime.server.ts'),
    import('../../../src/config/site.server.ts'),
  ])

/**
 * GET /api/tracking/consent: may page views be tracked for this visitor; POST: the visitor's choice
 * (src/tracking/consent.server.ts, docs/decisions/130).
 */
export const Route = createFileRoute('/api/tracking/consent')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const [{ consentDecisionResponse }, { accountPlatform }, { siteConfig }] = await load()
        return consentDecisionResponse(accountPlatform, request, siteConfig)
      },
      POST: async ({ request }) => {
        const [{ chooseConsentResponse }, { accountPlatform }, { siteConfig }] = await load()
        return chooseConsentResponse(accountPlatform, request, siteConfig)
      },
    },
  },
})
