import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../src/account/AccountLayout.tsx'

/** The account area: private (`no-store`), its navigation, and one screen per child route. */
export const Route = createFileRoute('/account')({
  headers: () => ({ 'cache-control': 'no-store' }),
  component: AccountLayout,
})
