import { createFileRoute } from '@tanstack/react-router'

/** GET /api/notifications: what the website shows this visitor now (src/notifications/device.server.ts). */
export const Route = createFileRoute('/api/notifications')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const [{ deviceNotificationsResponse }, { accountPlatform }] = await Promise.all([
          import('../../src/notifications/device.server.ts'),
          import('../../src/identity/runtime.server.ts'),
        ])
        return deviceNotificationsResponse(accountPlatform, request)
      },
    },
  },
})
