/**
 * The status of a campaign or notification and the moves the lifecycle allows from it, one button each
 * (machines/account/notificationLifecycle.ts): a forbidden move is never offered, a second click while
 * one is in flight does nothing. Without JavaScript each button is a plain form POST.
 */
import { useSearch } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { notificationLifecycleMachine } from '../../../machines/account/notificationLifecycle.ts'
import {
  canTransition,
  isLifecycleStatus,
  type LifecycleStatus,
  lifecycleStatuses,
} from '../../../models/notifications/lifecycle.ts'
import { Confirm } from '../../account/kit/Confirm.tsx'
import { Problem } from '../../account/kit/Notices.tsx'
import { commandAction, postForm } from '../../account/kit/post.ts'
import { consoleMessages } from './messages.ts'

/** What each move did, said once it is done. */
const moveDone: Readonly<Record<LifecycleStatus, string>> = {
  draft: 'is back to draft.',
  scheduled: 'is scheduled.',
  live: 'is live.',
  paused: 'is paused: it no longer shows until it goes live again.',
  ended: 'is ended: it no longer shows to anyone, and it cannot go live again.',
}

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
  // The last move that went through, said (and focused) until the next one starts.
  const [changedTo, setChangedTo] = useState<LifecycleStatus>()
  const said = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (changedTo) said.current?.focus()
  }, [changedTo])
  const asked = useSearch({ strict: false }).confirm
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
      actions: {
        changed: ({ context }) => {
          setChangedTo(context.status)
          reload()
        },
      },
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
      {moves.map((to) =>
        to === 'ended' ? (
          <Confirm
            key={to}
            confirmKey={`end-${command}-${id}`}
            asked={asked}
            here="/admin/notifications"
            command={{
              busy: state.hasTag('busy'),
              canSubmit: state.can({ type: 'status.change', to }),
              done: state.context.status === 'ended',
              form: {
                action: commandAction(command),
                method: 'post',
                onSubmit: (event) => {
                  event.preventDefault()
                  setChangedTo(undefined)
                  send({ type: 'status.change', to })
                },
              },
            }}
            label={
              <>
                {moveLabels[to]}
                <span className="visually-hidden">: {name}</span>
              </>
            }
            question={`End ${name}? It stops showing to everyone at once, and an ended one cannot go live again (a clone starts a new one).`}
            yes={`Yes, end ${name}`}
            pending="Ending…"
            marker={{ 'data-move': to }}
            keep="Keep it running"
            fields={
              <>
                <input type="hidden" name="id" value={id} />
                <input type="hidden" name="status" value={to} />
              </>
            }
          />
        ) : (
          <form
            key={to}
            method="post"
            action={commandAction(command)}
            onSubmit={(event) => {
              event.preventDefault()
              setChangedTo(undefined)
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
              {state.hasTag('busy') && state.context.target === to ? 'Saving…' : moveLabels[to]}
              <span className="visually-hidden">: {name}</span>
            </button>
          </form>
        ),
      )}
      {changedTo && (
        <p ref={said} tabIndex={-1} className="account-page__notice" role="status">
          {name} {moveDone[changedTo]}
        </p>
      )}
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
