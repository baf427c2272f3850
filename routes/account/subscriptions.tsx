import { createFileRoute } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import {
  ChargeRetryFlow,
  PlanChangeFlow,
  type PlanChangeSnapshot,
  saveFlow,
  takeSavedFlow,
  usePlanChangeActor,
} from '../../src/account/commerce/flows.ts'
import { reviewFromSearch } from '../../src/account/commerce/planReview.ts'
import { SubscriptionsView } from '../../src/account/commerce/SubscriptionsView.tsx'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { token, whole } from '../../src/account/kit/search.ts'
import { useAccountRead } from '../../src/account/kit/useAccountRead.ts'

/**
 * /account/subscriptions: each subscription card gets its own plan-change and charge-retry actors
 * (`SubscriptionFlows`). `?resume=<id>` brings back a plan change that waited for a new sign-in;
 * `?review=…` is a plan change to confirm, requested by a form without JavaScript; `?plan=<catalogue
 * id>` preselects a plan a pricing page chose.
 */
export const Route = createFileRoute('/account/subscriptions')({
  ...screenPending,
  // `review` is checked in the screen's own chunk (reviewFromSearch): this definition ships with every account page.
  validateSearch: (
    search: Record<string, unknown>,
  ): { resume?: string; review?: unknown; plan?: number } => ({
    resume: token(search.resume),
    review: search.review,
    // The catalogue plan a pricing page's "Switch to …" chose (decision 181).
    plan: whole(search.plan),
  }),
  loader: ({ location }) => requireAccountRead(location, 'subscriptions'),
  head: () => ({ meta: [{ title: 'Your subscriptions' }] }),
  component: function Subscriptions() {
    const data = useAccountRead('subscriptions', Route.useLoaderData())
    const { review, ...search } = Route.useSearch()
    return (
      <SubscriptionsView
        data={data}
        search={{ ...search, review: reviewFromSearch(review) }}
        flows={(subscriptionId, card) => (
          <SubscriptionFlows
            key={subscriptionId}
            subscriptionId={subscriptionId}
            resume={search.resume === subscriptionId}
            reload={data.reload}
          >
            {card}
          </SubscriptionFlows>
        )}
      />
    )
  },
})

/** The card's actors; a plan change saved for a sign-in is restored after hydration (decision 095). */
function SubscriptionFlows(props: {
  subscriptionId: string
  resume: boolean
  reload: () => void
  children: ReactNode
}) {
  const { subscriptionId, resume, reload, children } = props
  const [restored, setRestored] = useState<PlanChangeSnapshot>()
  useEffect(() => {
    if (resume) setRestored(takeSavedFlow(subscriptionId))
  }, [resume, subscriptionId])
  return (
    <PlanChangeFlow
      key={restored ? 'resumed' : 'fresh'}
      subscriptionId={subscriptionId}
      reload={reload}
      snapshot={restored}
    >
      <KeepForSignIn subscriptionId={subscriptionId} resumed={restored !== undefined} />
      <ChargeRetryFlow subscriptionId={subscriptionId} reload={reload}>
        {children}
      </ChargeRetryFlow>
    </PlanChangeFlow>
  )
}

/** Saves the flow while it waits for a new sign-in, and resumes it at review once back. */
function KeepForSignIn({ subscriptionId, resumed }: { subscriptionId: string; resumed: boolean }) {
  const { snapshot, actor, send } = usePlanChangeActor()
  const waiting = snapshot?.hasTag('reentry') ?? false
  useEffect(() => {
    if (waiting && actor) saveFlow(subscriptionId, actor.getPersistedSnapshot())
  }, [waiting, actor, subscriptionId])
  // Sent when the restored actor runs (an event sent before then waits for it).
  useEffect(() => {
    if (resumed) send({ type: 'user.signedInAgain' })
  }, [resumed, send])
  return null
}
