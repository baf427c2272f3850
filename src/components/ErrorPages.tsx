/**
 * The root's not-found and error boundaries: both show the spec's not-found page. A 404 carries its
 * message ('Page not found: {path}' or the validation step's 'Page Not Found: {path}'); any other
 * error is a 500 whose cause is never shown (the server logged it). The page itself is code-split
 * (decision 032); the server loads it at start-up (src/server.ts), so it always renders at once there.
 */
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useLocation } from '@tanstack/react-router'
import { lazyView } from '../shell/lazyView.tsx'

export const notFoundView = lazyView(() => import('./NotFoundPage.tsx'))

export function RouteNotFound({ data }: { data?: unknown }) {
  const path = useLocation({ select: (l) => l.pathname })
  const { message, gtmId, status } = (data ?? {}) as { message?: unknown; gtmId?: unknown; status?: unknown }
  return (
    <notFoundView.View
      status={status === 400 || status === 500 ? status : 404}
      message={typeof message === 'string' ? message : `Page not found: ${path}`}
      gtmId={typeof gtmId === 'string' ? gtmId : null}
      path={path}
    />
  )
}

export function RouteError(_props: ErrorComponentProps) {
  return <notFoundView.View status={500} message="Something went wrong" />
}
