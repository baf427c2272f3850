import type { Template, TestUser } from '../../../models/accounts/notifications.ts'
import { Field, Outcome, Submit } from './Field.tsx'
import { useCheckedForm } from './useCheckedForm.ts'

const checkUser = (fields: Readonly<Record<string, string | undefined>>) =>
  /^[1-9]\d{0,9}$/.test((fields.user_id ?? '').trim())
    ? { ok: true as const, input: undefined }
    : { ok: false as const, problems: { user_id: 'A customer id: a whole number such as 1002.' } }

function UserRow({ user, reload }: { user: TestUser; reload: () => void }) {
  const toggle = useCheckedForm('saveTestUser', reload)
  const remove = useCheckedForm('removeTestUser', reload)
  const id = String(user.user_id)
  return (
    <tr data-test-user={id}>
      <td>{id}</td>
      <td data-field="enabled">{user.enabled ? 'Enabled' : 'Disabled'}</td>
      <td>
        <form {...toggle.form}>
          <input type="hidden" name="user_id" value={id} />
          <input type="hidden" name="enabled" value={user.enabled ? 'false' : 'true'} />
          <Submit form={toggle}>
            {user.enabled ? 'Disable' : 'Enable'} <span className="visually-hidden">test user {id}</span>
          </Submit>
          <Outcome form={toggle} />
        </form>
      </td>
      <td>
        <form {...remove.form}>
          <input type="hidden" name="user_id" value={id} />
          <Submit form={remove}>
            Remove <span className="visually-hidden">test user {id}</span>
          </Submit>
          <Outcome form={remove} />
        </form>
      </td>
    </tr>
  )
}

export function TestUsersSection({ users, reload }: { users: ReadonlyArray<TestUser>; reload: () => void }) {
  const add = useCheckedForm('saveTestUser', reload, checkUser)
  return (
    <section aria-labelledby="testusers-heading">
      <h2 id="testusers-heading">Test users</h2>
      <p>Enabled test users also see draft and scheduled notifications.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Customer id</th>
            <th scope="col">State</th>
            <th scope="col">Change</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <UserRow key={String(u.user_id)} user={u} reload={reload} />
          ))}
        </tbody>
      </table>
      <form {...add.form} className="admin-form" aria-label="Add a test user">
        <Field id="testuser-new" name="user_id" label="Customer id" problems={add.problems}>
          {(p) => <input {...p} inputMode="numeric" />}
        </Field>
        <Submit form={add}>Add test user</Submit>
        <Outcome form={add} />
      </form>
    </section>
  )
}

export function TemplatesSection({ templates }: { templates: ReadonlyArray<Template> }) {
  return (
    <section aria-labelledby="templates-heading">
      <h2 id="templates-heading">Templates</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Template</th>
            <th scope="col">What it is</th>
            <th scope="col">Options</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((t) => (
            <tr key={t.name} data-template={t.name}>
              <td>{t.name}</td>
              <td>{t.description}</td>
              <td>{t.options.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
