/**
 * An account screen's XState actor, loaded after hydration (decision 261): XState and the machine are a
 * chunk of their own, so a screen's first load carries none of it (issue 26 asks ≤ 110 KB gzip). Until the
 * actor runs, `snapshot` is undefined (as in the server's HTML) and the views show the machine's first
 * state; forms with a server action stay the plain POST forms they are without JavaScript, and an event
 * sent before then (a click on a button) waits for the actor instead of being lost.
 */
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Actor, ActorOptions, AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate'

export interface LazyActor<L extends AnyActorLogic> {
  /** The running actor's snapshot; undefined on the server and until the actor arrives. */
  readonly snapshot: SnapshotFrom<L> | undefined
  /** Sends now, or as soon as the actor runs; the same function for the whole mount. */
  readonly send: (event: EventFromLogic<L>) => void
  /** The actor running now, if it does (for closures handed out before it arrived). */
  readonly current: () => Actor<L> | undefined
  readonly actor: Actor<L> | undefined
}

/** What forms bound to an actor say: `data-ready="true"` once it runs (tests wait on it, decision 261). */
export const readyMark = (ready: boolean) => ({ 'data-ready': ready ? 'true' : 'false' }) as const

type XState = typeof import('xstate')

/**
 * One actor per mount, from the first render's `logic` and `options` (as `useMachine` keeps them; a
 * parent's `key` starts a new one). `logic` gets XState (for `fromPromise`) and imports its machine.
 */
export function useLazyActor<L extends AnyActorLogic>(
  logic: (xstate: XState) => Promise<L>,
  options?: ActorOptions<L>,
): LazyActor<L> {
  const [actor, setActor] = useState<Actor<L>>()
  const live = useRef<Actor<L>>(undefined)
  const early = useRef<Array<EventFromLogic<L>>>([])
  const first = useRef({ logic, options })
  useEffect(() => {
    let stopped = false
    let running: Actor<L> | undefined
    import('xstate')
      .then(async (xstate) => [xstate, await first.current.logic(xstate)] as const)
      .then(
        ([{ createActor }, loaded]) => {
          if (stopped) return
          running = createActor(loaded, first.current.options).start()
          live.current = running
          for (const event of early.current.splice(0)) running.send(event)
          // The screen re-renders with its actor as a transition, which React renders in slices that
          // give way to input, rather than as one task as long as the whole screen's render.
          startTransition(() => setActor(running))
        },
        // The chunk did not arrive (the site's chunk-error handling says so): the forms stay plain forms.
        () => {},
      )
    return () => {
      stopped = true
      live.current = undefined
      running?.stop()
    }
  }, [])
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor?.subscribe(changed)
      return () => subscription?.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() as SnapshotFrom<L> | undefined,
    () => undefined,
  )
  const send = useCallback((event: EventFromLogic<L>) => {
    if (live.current) live.current.send(event)
    else early.current.push(event)
  }, [])
  const current = useCallback(() => live.current, [])
  return { snapshot, send, current, actor }
}
