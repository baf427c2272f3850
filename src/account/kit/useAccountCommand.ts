/**
 * Binds one account command to a form: the form POSTs to its command and works without JavaScript;
 * with it, the submit goes through `accountCommandMachine` (the kit's `postForm`, JSON answer), so a
 * double click sends once, and a success reloads the reads it made stale (`onDone`).
 */
import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { accountCommandMachine } from '../../../machines/account/accountCommand.ts'
import type { CommandName } from '../names.ts'
import { commandAction, postForm } from './post.ts'

export function useAccountCommand(name: CommandName, onDone: () => void) {
  const [state, send] = useMachine(
    accountCommandMachine.provide({
      actors: { send: fromPromise(({ input }) => postForm(commandAction(name), input)) },
      actions: { succeeded: onDone },
    }),
  )
  // Until hydration a submit is a plain form POST; tests (and styles) can tell the two apart.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'user.submit', input: new FormData(event.currentTarget) })
  }
  return {
    /**
     * Spread on the <form>: action and method for no-JS, onSubmit for the machine; typing again clears
     * the last outcome (`user.dismiss`).
     */
    form: {
      action: commandAction(name),
      method: 'post',
      onSubmit,
      onInput: () => send({ type: 'user.dismiss' }),
      'data-ready': ready ? 'true' : undefined,
    } as const,
    canSubmit: state.can({ type: 'user.submit', input: new FormData() }),
    busy: state.hasTag('busy'),
    done: state.hasTag('done'),
    failure: state.hasTag('failed') ? state.context.failure : undefined,
    retry: () => send({ type: 'user.retry' }),
    dismiss: () => send({ type: 'user.dismiss' }),
  }
}

export type AccountCommandBinding = ReturnType<typeof useAccountCommand>
