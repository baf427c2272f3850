/**
 * Binds a sensitive action to a form through the reauth machine: the form POSTs to `action` and works
 * without JavaScript (a 2011 then comes back as a problem asking to sign in again); with it, a 2011
 * opens the password step, a fresh sign-in renews the session cookies, and the action is retried once.
 */
import { useMachine } from '@xstate/react'
import type { FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { reauthMachine } from '../../../machines/account/reauth.ts'
import { postForm } from '../kit/post.ts'

export const confirmPasswordAction = '/api/account/security/confirm-password'
export const deleteAccountAction = '/api/account/security/delete-account'

export function useReauth(action: string, onDone: () => void) {
  const [state, send] = useMachine(
    reauthMachine.provide({
      actors: {
        attempt: fromPromise(({ input }) => postForm(action, input)),
        confirm: fromPromise(({ input }) => {
          return postForm(confirmPasswordAction, { password: input })
        }),
      },
      actions: { succeeded: onDone },
    }),
  )
  return {
    form: {
      action,
      method: 'post',
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        send({ type: 'user.submit', input: new FormData(event.currentTarget) })
      },
    } as const,
    passwordForm: {
      action: confirmPasswordAction,
      method: 'post',
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const password = new FormData(event.currentTarget).get('password')
        send({ type: 'user.password', password: typeof password === 'string' ? password : '' })
      },
    } as const,
    canSubmit: state.can({ type: 'user.submit', input: new FormData() }),
    canConfirm: state.can({ type: 'user.password', password: '' }),
    askingPassword: state.hasTag('password'),
    busy: state.hasTag('busy'),
    done: state.hasTag('done'),
    failure: state.context.failure,
    failed: state.hasTag('failed'),
    retry: () => send({ type: 'user.retry' }),
    dismiss: () => send({ type: 'user.dismiss' }),
  }
}
