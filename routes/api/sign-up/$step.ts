import { createFileRoute } from '@tanstack/react-router'

/** POST /api/sign-up/account (create and sign in) and /api/sign-up/survey (the welcome questions). */
export const Route = createFileRoute('/api/sign-up/$step')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        if (params.step !== 'account' && params.step !== 'survey')
          return new Response('Not found', { status: 404 })
        const [{ signUpResponse, surveyResponse }, { accountPlatform }] = await Promise.all([
          import('../../../src/account/signup/signUp.server.ts'),
          import('../../../src/identity/runtime.server.ts'),
        ])
        return (params.step === 'account' ? signUpResponse : surveyResponse)(accountPlatform, request)
      },
    },
  },
})
