/**
 * What an account area declares in its own folder (docs/account.md): its navigation entries, its screens
 * (the file routes under routes/account/ that show it), and its server half (reads and commands), loaded
 * only on the server. src/account/areas.ts collects the areas; nothing imports back into the collection.
 */
import type { FileRouteTypes } from '../../routeTree.gen.ts'
import type { AnyCommand } from './command.server.ts'
import type { AnyRead, ReadQuery } from './read.server.ts'

/**
 * A screen's address: one of the file routes' paths under the account or admin layout (a typo is a type
 * error). Only the generated list of paths is used, never the routes' own types: those depend on the
 * areas' reads, which would make an area's type depend on itself.
 */
export type ScreenPath = Extract<FileRouteTypes['to'], `/account${string}` | `/admin/${string}`>

export interface NavEntry {
  readonly label: string
  /** The screen's path (`/account` for the overview). */
  readonly to: ScreenPath
}

export interface AreaServer {
  readonly reads: Readonly<Record<string, AnyRead>>
  readonly commands: Readonly<Record<string, AnyCommand>>
}

export interface Area<S extends AreaServer> {
  readonly name: string
  /** In the account navigation, in this order (areas are listed in src/account/areas.ts). */
  readonly navigation: ReadonlyArray<NavEntry>
  /** The paths of the area's screens, one file route each. */
  readonly screens: ReadonlyArray<ScreenPath>
  /** The reads and commands: a server-only import (`createServerOnlyFn`), so browsers never load them. */
  readonly server: () => Promise<S>
}

/** Pure, so a module that imports only an area's navigation entries leaves the area out of the bundle. */
/* @__NO_SIDE_EFFECTS__ */
export const defineArea = <S extends AreaServer>(area: Area<S>): Area<S> => area

export type { ReadQuery }
