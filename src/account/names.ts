/**
 * The account's read and command names with their types, as the browser sees them: derived, types only,
 * from the areas collected in src/account/areas.ts (each area's server half). Kept apart from the
 * server's registry (src/account/registry.server.ts) so that views, hooks and routes can name a read
 * without importing the registry, and the registry's own types never depend on the views that use them.
 */
import type { accountAreas } from './areas.ts'

type Server = Awaited<ReturnType<(typeof accountAreas)[number]['server']>>
type Merged<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never

/** Every read by name, with its query and value types (what `loadAccountRead` and `useAccountRead` check). */
export type AccountReads = Merged<Server['reads']>
/** Every command by name, with its payload and reply types (what `sendCommand` checks). */
export type AccountCommands = Merged<Server['commands']>

export type ReadName = keyof AccountReads & string
export type ReadQueryOf<N extends ReadName> = ReturnType<AccountReads[N]['query']>
export type ReadValue<N extends ReadName> = Awaited<ReturnType<AccountReads[N]['run']>>['value']
export type CommandName = keyof AccountCommands & string

/** A read's arguments: its query when it has parameters, nothing when it has none. */
export type ReadArgs<N extends ReadName> = ReadQueryOf<N> extends undefined ? [] : [query: ReadQueryOf<N>]
