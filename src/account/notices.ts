/**
 * The account layout's loader of the notifications the screen is drawn with (decision 278). On the server
 * it makes the device call for the request's customer and adds its cookies (device id, renewed tokens) to
 * the response; in the browser it answers `null` ("not served"): a client-side move keeps what the page
 * was drawn with, and a page the server drew without them asks `GET /api/notifications` after idle.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import type { ServedNotifications } from '../notifications/served.server.ts'

export type { ServedNotifications }

/** The server modules, imported on the first screen: an `import()` per request still cost a lookup each. */
let serverModules:
  | Promise<
      [
        typeof import('@tanstack/react-start/server'),
        typeof import('../notifications/served.server.ts'),
        typeof import('../identity/runtime.server.ts'),
        typeof import('./responseCookies.server.ts'),
      ]
    >
  | undefined

export const loadAccountNotices = createIsomorphicFn()
  .server(async (): Promise<ServedNotifications> => {
    serverModules ??= Promise.all([
      import('@tanstack/react-start/server'),
      import('../notifications/served.server.ts'),
      import('../identity/runtime.server.ts'),
      import('./responseCookies.server.ts'),
    ])
    const [
      { appendResponseHeader, getRequest },
      { servedNotifications },
      { accountPlatform },
      { appendCookiesOnce },
    ] = await serverModules
    const request = getRequest()
    const { served, cookies } = await servedNotifications(accountPlatform, request)
    appendCookiesOnce(request, cookies, appendResponseHeader)
    return served
  })
  .client(async (): Promise<ServedNotifications> => null)
