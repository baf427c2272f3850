/**
 * Which event asks a screen's read (machines/asyncData.ts) to fetch again after a command changed its
 * data, from the state the read is in now: `load` from the server-rendered read (idle), `reload` after
 * a load (or during one), and `retry` after a failed one. The machine takes no `load` or `reload` in
 * `error`, so a command that succeeded after a failed reload used to leave its stale data on screen.
 */
import type { SnapshotFrom } from 'xstate'
import type { asyncDataMachine } from '../../../machines/asyncData.ts'

type ReloadEvent = { type: 'load' | 'reload' | 'retry' }

export function reloadEvent(snapshot: SnapshotFrom<typeof asyncDataMachine>): ReloadEvent {
  const candidates: ReloadEvent[] = [{ type: 'reload' }, { type: 'retry' }]
  return candidates.find((event) => snapshot.can(event)) ?? { type: 'load' }
}
