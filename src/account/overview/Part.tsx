import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AccountResult } from '../../../models/accounts/result.ts'
import { Problem } from '../kit/Notices.tsx'

/**
 * One part of the overview: its heading, then its content once read, or its own problem with a retry
 * (the others still show). `id` names the section for screen readers and tests.
 */
export function Part<V>(props: {
  id: string
  title: string
  result: AccountResult<V>
  more?: ReactNode
  children: (value: V) => ReactNode
}) {
  const router = useRouter()
  const { id, title, result, more, children } = props
  return (
    <section className="account-page__card overview__part" aria-labelledby={`${id}-heading`} data-part={id}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {result.ok ? (
        children(result.value)
      ) : (
        <Problem failure={result.failure} onRetry={() => void router.invalidate()} />
      )}
      {more && <p className="overview__more">{more}</p>}
    </section>
  )
}
