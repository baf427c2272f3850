/**
 * A console form: an account command (works without JavaScript, double submits ignored) whose fields are
 * checked in the browser first with the same rules the server applies. A problem is shown next to its
 * field and nothing is sent, so nothing is saved.
 */
import { type FormEvent, useState } from 'react'
import type { Checked, Fields, Problems } from '../../../models/accounts/notificationForms.ts'
import { fieldsOf } from '../../../models/accounts/notificationForms.ts'
import { useAccountCommand } from '../../account/kit/useAccountCommand.ts'
import type { CommandName } from '../../account/names.ts'

export function useCheckedForm(
  name: CommandName,
  reload: () => void,
  check?: (fields: Fields) => Checked<unknown>,
) {
  const command = useAccountCommand(name, reload)
  const [problems, setProblems] = useState<Problems>({})
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = check?.(fieldsOf(new FormData(event.currentTarget)))
    if (checked && !checked.ok) {
      event.preventDefault()
      setProblems(checked.problems)
      return
    }
    setProblems({})
    command.form.onSubmit(event)
  }
  return { ...command, form: { ...command.form, onSubmit, noValidate: true }, problems }
}

export type CheckedForm = ReturnType<typeof useCheckedForm>
