import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout, preloadAccountNotices } from '../../src/account/AccountLayout.tsx'
import { validateAccountSearch } from '../../src/account/kit/search.ts'

/**
 * The account area: the sign-in guard, private (`no-store`), not for search engines, its navigation, and
 * one child route per screen. Every screen's query carries the outcome of a form sent without JavaScript.
 */
export const Route = createFileRoute('/account')({
  validateSearch: validateAccountSearch,
  // The guard loads lazily: route definitions ship with every account page (decision 144).
  beforeLoad: ({ location }) => import('../../src/account/guard.ts').then((m) => m.requireSession(location)),
  // The notifications the screen is drawn with (decision 278), in parallel with the screen's own read.
  // Read once per page load: a client-side move keeps them, and chooses again for the new screen.
  loader: async () => {
    const served = await import('../../src/account/notices.ts').then((m) => m.loadAccountNotices())
    if (served?.items.length) await preloadAccountNotices()
    return served
  },
  staleTime: Number.POSITIVE_INFINITY,
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: function Account() {
    return <AccountLayout notices={Route.useLoaderData()} />
  },
})
