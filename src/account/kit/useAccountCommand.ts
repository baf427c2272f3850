/**
 * Binds one account command to a form: the form POSTs to its command and works without JavaScript;
 * once the machine has arrived (after hydration, decision 261), the submit goes through
 * `accountCommandMachine` (the kit's `postForm`, JSON answer), so a double click sends once, and a success
 * reloads the reads it made stale (`onDone`).
 * With `report`, the result goes to the screen's one outcome (kit/outcome.tsx): cleared when the
 * command starts, then what happened (worded from the fields sent) or the problem with a retry.
 */
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import type { CommandName } from '../names.ts'
import type { MessageOverrides } from './messages.ts'
import { useOutcome } from './outcome.tsx'
import { commandAction, postForm } from './post.ts'
import { readyMark, useLazyActor } from './useLazyActor.ts'

export interface CommandReport {
  /** What happened, in the customer's words, from the fields the form sent. */
  readonly done: (input: FormData) => ReactNode
  readonly overrides?: MessageOverrides
}

export function useAccountCommand(name: CommandName, onDone: () => void, report?: CommandReport) {
  const outcome = useOutcome()
  // The machine keeps the first closures it is given: the latest slot and wording go through a ref.
  const latest = useRef({ outcome, report })
  latest.current = { outcome, report }
  const { snapshot: state, send } = useLazyActor(async ({ fromPromise }) => {
    const { accountCommandMachine } = await import('../../../machines/account/accountCommand.ts')
    return accountCommandMachine.provide({
      actors: { send: fromPromise(({ input }) => postForm(commandAction(name), input)) },
      actions: {
        succeeded: ({ context }) => {
          const { outcome, report } = latest.current
          if (report && context.input) outcome.show({ kind: 'done', text: report.done(context.input) })
          onDone()
        },
      },
    })
  })
  // Until the machine runs a submit is a plain form POST; tests (and styles) can tell the two apart.
  const ready = state !== undefined
  const failure = state?.hasTag('failed') ? state.context.failure : undefined
  useEffect(() => {
    const { outcome, report } = latest.current
    if (failure && report)
      outcome.show({
        kind: 'problem',
        failure,
        overrides: report.overrides,
        retry: () => {
          outcome.clear()
          send({ type: 'user.retry' })
        },
      })
  }, [failure, send])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!ready) return
    event.preventDefault()
    if (report) outcome.clear()
    send({ type: 'user.submit', input: new FormData(event.currentTarget) })
  }
  return {
    /**
     * Spread on the <form>: action and method for no-JS, onSubmit for the machine; typing again clears
     * the last outcome (`user.dismiss`), on the screen too when it was this command's.
     */
    form: {
      action: commandAction(name),
      method: 'post',
      onSubmit,
      onInput: () => {
        if (!state) return
        if (report && state.hasTag('done')) outcome.clear()
        if (report && state.hasTag('failed')) outcome.clear()
        send({ type: 'user.dismiss' })
      },
      ...readyMark(ready),
    } as const,
    // Before the machine runs: its first state, `idle` (src/account/kit/lazyBindings.test.ts).
    canSubmit: state?.can({ type: 'user.submit', input: new FormData() }) ?? true,
    busy: state?.hasTag('busy') ?? false,
    done: state?.hasTag('done') ?? false,
    failure,
    retry: () => send({ type: 'user.retry' }),
    dismiss: () => send({ type: 'user.dismiss' }),
  }
}

export type AccountCommandBinding = ReturnType<typeof useAccountCommand>
