/**
 * The subscription cards' machines with their calls provided (the kit's `sendCommand`, typed by command).
 * Loaded with XState after hydration (decisions 261 and 271); flows.ts binds them to the cards.
 */
import { sendCommand } from '../kit/post.ts'

type XState = typeof import('xstate')

/** A plan change's calls; `changed` reloads what it made stale. */
export async function planChangeLogic(
  { fromPromise }: XState,
  reload: () => void,
  /** Loads the steps' view, so it is in place before the machine can reach them. */
  steps: () => Promise<unknown>,
) {
  const [{ planChangeMachine }] = await Promise.all([
    import('../../../machines/account/planChange.ts'),
    steps(),
  ])
  return planChangeMachine.provide({
    actors: {
      request: fromPromise(({ input }) =>
        sendCommand('requestPlanChange', { subscriptionId: input.subscriptionId, target: input.target }),
      ),
      confirm: fromPromise(({ input }) =>
        sendCommand('confirmPlanChange', { subscriptionId: input.subscriptionId, changeId: input.changeId }),
      ),
    },
    actions: { changed: reload },
  })
}

export async function chargeRetryLogic({ fromPromise }: XState, reload: () => void) {
  const { chargeRetryMachine } = await import('../../../machines/account/chargeRetry.ts')
  return chargeRetryMachine.provide({
    actors: {
      retry: fromPromise(({ input }) => sendCommand('retryCharge', { subscriptionId: input.subscriptionId })),
      useMethod: fromPromise(({ input }) =>
        sendCommand('useMethod', { subscriptionId: input.subscriptionId, token: input.token }),
      ),
    },
    actions: { changed: reload },
  })
}
