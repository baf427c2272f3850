/**
 * Binds a sensitive action to a form through the reauth machine: the form POSTs to `action` and works
 * without JavaScript (a 2011 then comes back as a problem asking to sign in again); with it, a 2011
 * opens the password step, a fresh sign-in renews the session cookies, and the action is retried once.
 * The machine arrives after hydration (decision 261); until then the forms post as without JavaScript.
 */
import type { FormEvent } from 'react'
import { postForm } from '../kit/post.ts'
import { readyMark, useLazyActor } from '../kit/useLazyActor.ts'

export const confirmPasswordAction = '/api/account/security/confirm-password'
export const deleteAccountAction = '/api/account/security/delete-account'

export function useReauth(action: string, onDone: () => void) {
  const { snapshot: state, send } = useLazyActor(async ({ fromPromise }) => {
    const { reauthMachine } = await import('../../../machines/account/reauth.ts')
    return reauthMachine.provide({
      actors: {
        attempt: fromPromise(({ input }) => postForm(action, input)),
        confirm: fromPromise(({ input }) => {
          return postForm(confirmPasswordAction, { password: input })
        }),
      },
      actions: { succeeded: onDone },
    })
  })
  const ready = state !== undefined
  return {
    form: {
      action,
      method: 'post',
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        if (!ready) return
        event.preventDefault()
        send({ type: 'user.submit', input: new FormData(event.currentTarget) })
      },
      ...readyMark(ready),
    } as const,
    passwordForm: {
      action: confirmPasswordAction,
      method: 'post',
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        if (!ready) return
        event.preventDefault()
        const password = new FormData(event.currentTarget).get('password')
        send({ type: 'user.password', password: typeof password === 'string' ? password : '' })
      },
    } as const,
    // Before the machine runs: its first state, `idle`.
    canSubmit: state?.can({ type: 'user.submit', input: new FormData() }) ?? true,
    canConfirm: state?.can({ type: 'user.password', password: '' }) ?? false,
    askingPassword: state?.hasTag('password') ?? false,
    busy: state?.hasTag('busy') ?? false,
    done: state?.hasTag('done') ?? false,
    failure: state?.context.failure,
    failed: state?.hasTag('failed') ?? false,
    retry: () => send({ type: 'user.retry' }),
    dismiss: () => send({ type: 'user.dismiss' }),
  }
}
