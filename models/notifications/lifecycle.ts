/**
 * The lifecycle of a notification campaign and of a notification (spec §4 names a status field but not
 * its values; decision 110 chooses them). Data first, so the stand-in enforces it and the site can draw
 * the same buttons from it: a status change is allowed exactly when `canTransition` says so.
 */

export const lifecycleStatuses = ['draft', 'scheduled', 'live', 'paused', 'ended'] as const

export type LifecycleStatus = (typeof lifecycleStatuses)[number]

/** Every campaign and notification starts here. */
export const initialStatus: LifecycleStatus = 'draft'

/**
 * Allowed moves. `scheduled` is "approved, waiting to be switched on" and can go back to editing;
 * `paused` hides a live one without losing it; `ended` is final (a clone starts a new one).
 */
export const transitions: Readonly<Record<LifecycleStatus, ReadonlyArray<LifecycleStatus>>> = {
  draft: ['scheduled'],
  scheduled: ['draft', 'live'],
  live: ['paused', 'ended'],
  paused: ['live', 'ended'],
  ended: [],
}

/** Statuses a customer's device is shown; enabled test users also see the ones still being prepared. */
export const deliveredStatuses: ReadonlyArray<LifecycleStatus> = ['live']
export const previewStatuses: ReadonlyArray<LifecycleStatus> = ['draft', 'scheduled', 'live']

export const isLifecycleStatus = (value: unknown): value is LifecycleStatus =>
  typeof value === 'string' && (lifecycleStatuses as ReadonlyArray<string>).includes(value)

/** True when `to` may follow `from`; staying in the same status is not a transition. */
export const canTransition = (from: LifecycleStatus, to: LifecycleStatus): boolean =>
  transitions[from].includes(to)

/** True when nothing about the item may change any more. */
export const isFinal = (status: LifecycleStatus): boolean => transitions[status].length === 0
