import { AccountPage } from '../kit/AccountPage.tsx'
import type { AdminUsers } from './types.ts'

/** /account/admin: find customers by email address, with the addresses they used before. */
export function AdminUsersView({ data }: { data: AdminUsers }) {
  return (
    <AccountPage id="admin" title="Find customers" wide read={{ status: 'signedIn', ok: true, value: data }}>
      {() => (
        <>
          {/* A plain GET form: the search is in the address, so results can be shared and reloaded. */}
          <form method="get" action="/account/admin" className="account-page__card security__form">
            <label htmlFor="admin-email">Email address</label>
            <input id="admin-email" name="email" type="email" required defaultValue={data.email ?? ''} />
            <button type="submit" className="button">
              Find
            </button>
          </form>
          {data.email && data.users.length === 0 && (
            <p className="account-page__empty" data-empty="users">
              Nobody uses that address.
            </p>
          )}
          {data.users.map((user) => (
            <article key={user.id} className="account-page__card" data-user={user.id}>
              <h2 className="licence__title">{user.name}</h2>
              <dl className="account-page__details">
                <dt>User id</dt>
                <dd>{user.id}</dd>
                <dt>Email</dt>
                <dd data-field="email">{user.email}</dd>
                <dt>Earlier addresses</dt>
                <dd data-field="history">
                  {user.history.length === 0 ? 'None' : user.history.map((h) => h.email).join(', ')}
                </dd>
              </dl>
            </article>
          ))}
        </>
      )}
    </AccountPage>
  )
}
