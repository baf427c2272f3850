/**
 * Binds a sensitive action to a form through the reauth machine: the form POSTs to `action` and works
 * without JavaScript (a 2011 then comes back as a problem asking to sign in again); with it, a 2011
 * opens the password step, a fresh sign-in renews the session cookies, and the action is retried once.
 */
import { useMachine } from '@xstate/react'
import type { FormEvent } from 'react'
import { fromPromise } from 'xstate'
import type { CommandOutcome } from '../../../machines/account/accountCommand.ts'
import { reauthMachine } from '../../../machines/account/reauth.ts'

export const confirmPasswordAction = '/api/account/security/confirm-password'

async function post(url: string, input: FormData): Promise<CommandOutcome> {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(input as unknown as Record<string, string>),
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
  const body = (await response.json()) as CommandOutcome & { signedOut?: boolean }
  if (body.signedOut) {
    window.location.assign(`/auth/sign-in?return=${encodeURIComponent(window.location.pathname)}`)
  }
  return body
}

export function useReauth(action: string, onDone: () => void) {
  const [state, send] = useMachine(
    reauthMachine.provide({
      actors: {
        attempt: fromPromise(({ input }) => post(action, input)),
        confirm: fromPromise(({ input }) => {
          const form = new FormData()
          form.set('password', input)
          return post(confirmPasswordAction, form)
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
