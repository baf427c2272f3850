/**
 * The root's not-found and error boundaries: both show the spec's not-found page. A 404 carries its
 * message ('Page not found: {path}' or the validation step's 'Page Not Found: {path}'); any other
 * error is a 500 whose cause is never shown (the server logged it).
 */
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useLocation } from '@tanstack/react-router'
import { NotFoundPage } from './NotFoundPage.tsx'

export function RouteNotFound({ data }: { data?: unknown }) {
  const path = useLocation({ select: (l) => l.pathname })
  const given = (data as { message?: unknown } | undefined)?.message
  return <NotFoundPage status={404} message={typeof given === 'string' ? given : `Page not found: ${path}`} />
}

export function RouteError(_props: ErrorComponentProps) {
  return <NotFoundPage status={500} message="Something went wrong" />
}
