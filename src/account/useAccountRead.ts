/**
 * An account view's data in the browser: the server-rendered read first, then, after a command, the
 * same read fetched again through the spec's async-data flow (machines/asyncData.ts: idle → pending →
 * success | error, with retry). Views read the `busy` tag and `can(retry)`, never state names.
 */
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { asyncDataMachine } from '../../machines/asyncData.ts'
import type { AccountRead } from '../../models/accounts/result.ts'

async function fetchRead<A>(name: string, signal: AbortSignal): Promise<AccountRead<A>> {
  const response = await fetch(`/api/account/read/${name}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  })
  if (!response.ok) throw new Error(`read ${name}: HTTP ${response.status}`)
  const read = (await response.json()) as AccountRead<A>
  if (read.status === 'signedOut') {
    window.location.assign(`/auth/sign-in?return=${encodeURIComponent(window.location.pathname)}`)
  }
  return read
}

export function useAccountRead<A>(name: string, initial: AccountRead<A>) {
  const [state, send] = useMachine(
    asyncDataMachine.provide({
      // A reload during a load starts over (machines/asyncData.ts): the older request is aborted.
      actors: {
        load: fromPromise<unknown, { attempt: number }>(({ signal }) => fetchRead<A>(name, signal)),
      },
    }),
  )
  const read = (state.context.data as AccountRead<A> | undefined) ?? initial
  return {
    read,
    busy: state.hasTag('busy'),
    /** The reload failed (offline): the last data stays on screen with a retry. */
    failed: state.can({ type: 'retry' }),
    reload: () => send({ type: state.can({ type: 'reload' }) ? 'reload' : 'load' }),
    retry: () => send({ type: 'retry' }),
  }
}
