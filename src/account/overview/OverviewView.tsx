import { useRouter } from '@tanstack/react-router'
import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import { Problem } from '../kit/Notices.tsx'
import type { AccountSearch } from '../kit/search.ts'
import { Problems } from './Problems.tsx'
import { Billing, Downloads, Products, Recommendations } from './Sections.tsx'
import { SupportAccess } from './SupportAccess.tsx'
import type { OverviewRead } from './types.ts'

export const done = {
  sendVerificationEmail:
    'We have sent you an email with a link to verify your address. It can take a few minutes to arrive.',
}

/** /account: what needs attention first, then products, the next bill, downloads and recommendations. */
export function OverviewView({ read, search }: { read: SignedInRead<OverviewRead>; search: AccountSearch }) {
  const router = useRouter()
  return (
    <AccountPage id="account" title="Your account" wide read={read} notices={{ search, done }}>
      {(value) => (
        <div className="overview">
          {value.account.ok ? (
            <p className="overview__who" data-field="who">
              Signed in as <strong data-field="name">{value.account.value.name}</strong> (
              <span data-field="email">{value.account.value.email}</span>).{' '}
              <a href="/account/profile">Edit your profile</a>
            </p>
          ) : (
            <Problem failure={value.account.failure} onRetry={() => void router.invalidate()} />
          )}
          <Problems problems={value.problems} />
          <div className="overview__grid">
            <Products result={value.products} />
            <Billing result={value.billing} />
            <Downloads result={value.downloads} />
            <Recommendations result={value.recommendations} />
          </div>
          <SupportAccess lines={value.supportAccess} />
        </div>
      )}
    </AccountPage>
  )
}
