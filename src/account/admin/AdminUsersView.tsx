import { EmailAddresses } from '../../components/EmailAddresses.tsx'
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
            <label htmlFor="admin-email">Email address, or part of one</label>
            <input
              id="admin-email"
              name="email"
              type="search"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              required
              minLength={2}
              maxLength={254}
              aria-describedby="admin-email-hint"
              defaultValue={data.email ?? ''}
            />
            <p id="admin-email-hint" className="commerce__hint">
              For example “ana@”, “alvarez” or “example.com”: everyone whose address contains it, now or
              before.
            </p>
            <button type="submit" className="button">
              Find
            </button>
          </form>
          {data.email && (
            <p
              className="account-page__empty"
              data-empty={data.users.length === 0 ? 'users' : undefined}
              role="status"
            >
              {data.users.length === 0
                ? `No customer’s email address contains “${data.email}”, now or before. Check the spelling, or search for a shorter part, such as the part after the @.`
                : `${data.users.length === 1 ? 'One customer' : `${data.users.length} customers`} with “${data.email}” in their email address.`}
            </p>
          )}
          {data.users.map((user) => (
            <article key={user.id} className="account-page__card" data-user={user.id}>
              <h2 className="licence__title">{user.name}</h2>
              <dl className="account-page__details">
                <dt>Email</dt>
                <dd data-field="email">
                  <EmailAddresses addresses={[user.email]} />
                </dd>
                <dt>Earlier addresses</dt>
                <dd data-field="history">
                  {user.history.length === 0 ? (
                    'None'
                  ) : (
                    <EmailAddresses addresses={user.history.map((h) => h.email)} />
                  )}
                </dd>
              </dl>
              <p>
                {/* Read-only, and the customer sees on their overview that support looked (decision 252). */}
                <a className="button button--ghost" href={`/account/support/${user.id}`}>
                  Open {user.name}’s account (read-only)
                </a>
              </p>
            </article>
          ))}
        </>
      )}
    </AccountPage>
  )
}
