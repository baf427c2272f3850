/**
 * The status of a campaign or notification and the moves the lifecycle allows from it, one button each
 * (machines/account/notificationLifecycle.ts): a forbidden move is never offered, a second click while
 * one is in flight does nothing. Without JavaScript each button is a plain form POST.
 */
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { notificationLifecycleMachine } from '../../../machines/account/notificationLifecycle.ts'
import {
  canTransition,
  isLifecycleStatus,
  type LifecycleStatus,
  lifecycleStatuses,
} from '../../../models/notifications/lifecycle.ts'
import { Problem } from '../../account/kit/Notices.tsx'
import { commandAction, postForm } from '../../account/kit/post.ts'
import { consoleMessages } from './messages.ts'

const moveLabels: Readonly<Record<LifecycleStatus, string>> = {
  draft: 'Back to draft',
  scheduled: 'Schedule',
  live: 'Go live',
  paused: 'Pause',
  ended: 'End',
}

export function LifecycleControl({
  command,
  id,
  status,
  name,
  reload,
}: {
  command: 'setCampaignStatus' | 'setNotificationStatus'
  id: string
  status: string
  /** What the buttons act on, for screen readers ("Go live: Spring sale"). */
  name: string
  reload: () => void
}) {
  const current = isLifecycleStatus(status) ? status : 'ended'
  const [state, send] = useMachine(
    notificationLifecycleMachine.provide({
      actors: {
        change: fromPromise(({ input }) => {
          const form = new FormData()
          form.set('id', id)
          form.set('status', input)
          return postForm(commandAction(command), form)
        }),
      },
      actions: { changed: reload },
    }),
    { input: { status: current } },
  )
  useEffect(() => send({ type: 'status.read', status: current }), [current, send])
  // The table's moves from the status shown; while one is in flight they stay visible but disabled.
  const moves = lifecycleStatuses.filter((to) => canTransition(state.context.status, to))
  return (
    <div className="admin-status" data-status-of={`${command}:${id}`}>
      <span>
        Status: <strong data-field="status">{state.context.status}</strong>
      </span>
      {moves.map((to) => (
        <form
          key={to}
          method="post"
          action={commandAction(command)}
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'status.change', to })
          }}
        >
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="status" value={to} />
          <button
            type="submit"
            className="button button--ghost"
            aria-busy={state.hasTag('busy')}
            disabled={!state.can({ type: 'status.change', to })}
            data-move={to}
          >
            {moveLabels[to]}
            <span className="visually-hidden">: {name}</span>
          </button>
        </form>
      ))}
      {state.hasTag('failed') && state.context.failure && (
        <Problem
          failure={state.context.failure}
          overrides={consoleMessages}
          onRetry={() => send({ type: 'user.retry' })}
        />
      )}
    </div>
  )
}
