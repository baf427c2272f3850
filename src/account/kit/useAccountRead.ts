/**
 * An account screen's data in the browser, by typed read name: the server-rendered read first, then,
 * after a command, the same read fetched again through the spec's async-data flow (machines/asyncData.ts:
 * idle → pending → success | error, with retry). Views read the `busy` tag and `can(retry)`, never state
 * names. The route that shows the screen creates it (routes/account/*.tsx). The machine arrives after
 * hydration (decision 261); a reload asked before then waits for it.
 */
import { signInHref } from '../../identity/signInHref.ts'
import type { SignedInRead } from '../guard.ts'
import type { ReadArgs, ReadName, ReadValue } from '../names.ts'
import { readPath } from './readPath.ts'
import { reloadEvent } from './reloadEvent.ts'
import { useLazyActor } from './useLazyActor.ts'

async function fetchRead<V>(path: string, signal: AbortSignal): Promise<V> {
  const response = await fetch(path, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  const read = (await response.json()) as V & { status?: string }
  if (read.status === 'signedOut') window.location.assign(signInHref(window.location.pathname))
  return read
}

export function useAccountRead<N extends Exclude<ReadName, 'session'>>(
  name: N,
  initial: SignedInRead<ReadValue<N>>,
  ...args: ReadArgs<N>
) {
  const path = readPath(name, args[0])
  const {
    snapshot: state,
    send,
    current,
  } = useLazyActor(async ({ fromPromise }) => {
    const { asyncDataMachine } = await import('../../../machines/asyncData.ts')
    return asyncDataMachine.provide({
      // A reload during a load starts over (machines/asyncData.ts): the older request is aborted.
      actors: {
        load: fromPromise<unknown, { attempt: number }>(({ signal }) => fetchRead(path, signal)),
      },
    })
  })
  const read = (state?.context.data as SignedInRead<ReadValue<N>> | undefined) ?? initial
  return {
    read,
    busy: state?.hasTag('busy') ?? false,
    /** The reload failed (offline): the last data stays on screen with a retry. */
    failed: state?.can({ type: 'retry' }) ?? false,
    // Asks the actor as it is now, so a reload handed to a machine long ago still does the right thing;
    // before the machine runs, it will start `idle`, where a reload is `load`.
    reload: () => {
      const actor = current()
      send(actor ? reloadEvent(actor.getSnapshot()) : { type: 'load' })
    },
    retry: () => send({ type: 'retry' }),
  }
}

export type AccountReadBinding<N extends Exclude<ReadName, 'session'>> = ReturnType<typeof useAccountRead<N>>
