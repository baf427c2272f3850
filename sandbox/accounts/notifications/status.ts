/**
 * The status of a campaign or a notification, as this service enforces it. The specification names a
 * `status` field without its values; decision 110 chose them. This is the stand-in's own statement of
 * that choice (the site keeps its own copy): `tests/integration` compares the two, so a move the site
 * offers and the service refuses, or the other way round, fails a test instead of hiding in both.
 */

export type Status = 'draft' | 'scheduled' | 'live' | 'paused' | 'ended'

export const statuses: ReadonlyArray<Status> = ['draft', 'scheduled', 'live', 'paused', 'ended']

/** Every campaign and notification, and every clone, is created as a draft. */
export const createdAs: Status = 'draft'

/**
 * The moves the service accepts, one "from to" pair each. A scheduled item (approved, waiting to be
 * switched on) may go back to being edited; a paused one is a live one hidden for a while; nothing
 * leaves `ended`.
 */
const moves = new Set<`${Status} ${Status}`>([
  'draft scheduled',
  'scheduled draft',
  'scheduled live',
  'live paused',
  'paused live',
  'live ended',
  'paused ended',
])

export const isStatus = (value: unknown): value is Status =>
  typeof value === 'string' && (statuses as ReadonlyArray<string>).includes(value)

/** Whether the service moves an item from one status to another; repeating a status is no move. */
export const mayMove = (from: Status, to: Status): boolean => moves.has(`${from} ${to}`)

/** An ended item takes no change at all (a clone runs it again). */
export const hasEnded = (status: Status): boolean => status === 'ended'

/** The statuses a device is shown: customers see live items; enabled test users also unfinished ones. */
export const shownStatuses = (tester: boolean): ReadonlyArray<Status> =>
  tester ? ['draft', 'scheduled', 'live'] : ['live']
