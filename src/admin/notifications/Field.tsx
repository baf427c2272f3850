import type { ReactNode } from 'react'
import type { Problems } from '../../../models/accounts/notificationForms.ts'
import { Problem } from '../../account/kit/Notices.tsx'
import { consoleMessages } from './messages.ts'
import type { CheckedForm } from './useCheckedForm.ts'

/** A labelled field with its problem right under it (announced, and tied to the input). */
export function Field({
  id,
  name,
  label,
  problems,
  wide,
  children,
}: {
  id: string
  name: string
  label: string
  problems: Problems
  wide?: boolean
  children: (props: {
    id: string
    name: string
    'aria-invalid'?: true
    'aria-describedby'?: string
  }) => ReactNode
}) {
  const problem = problems[name]
  const errorId = `${id}-error`
  return (
    <label htmlFor={id} className={wide ? 'admin-form__wide' : undefined}>
      {label}
      {children({ id, name, ...(problem ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {problem && (
        <span id={errorId} className="admin-form__error" data-problem={name}>
          {problem}
        </span>
      )}
    </label>
  )
}

/** The form's answer: the service's refusal in the console's words, or that it was saved. */
export function Outcome({ form, saved = 'Saved.' }: { form: CheckedForm; saved?: string }) {
  if (form.failure) return <Problem failure={form.failure} overrides={consoleMessages} onRetry={form.retry} />
  return form.done ? (
    <p className="account-page__notice admin-form__wide" role="status">
      {saved}
    </p>
  ) : null
}

export function Submit({ form, children }: { form: CheckedForm; children: ReactNode }) {
  return (
    <button type="submit" className="button" disabled={!form.canSubmit} aria-busy={form.busy}>
      {children}
    </button>
  )
}
