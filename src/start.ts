/**
 * TanStack Start's instance: global request middleware. Declaring an instance replaces the framework's
 * default CSRF guard of server functions, so it is listed here again.
 */
import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { signInCallbackMiddleware } from './auth/middleware.ts'

const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware, signInCallbackMiddleware],
}))
