/**
 * The account navigation as the browser needs it: each area's entries, in the order of
 * src/account/areas.ts (navigation.test.ts keeps the two equal). Collected from the entries alone, so
 * the account kit carries neither the areas' screens nor their server halves (decision 271).
 */
import { artworkNavigation } from './artwork/area.ts'
import { assetsNavigation } from './assets/area.ts'
import { commerceNavigation } from './commerce/area.ts'
import { downloadsNavigation } from './downloads/area.ts'
import type { NavEntry } from './kit/area.ts'
import { licencesNavigation } from './licences/area.ts'
import { overviewNavigation } from './overview/area.ts'
import { profileNavigation } from './profile/area.ts'
import { rewardsNavigation } from './rewards/area.ts'
import { securityNavigation } from './security/area.ts'

export const accountNavigation: ReadonlyArray<NavEntry> = [
  ...overviewNavigation,
  ...licencesNavigation,
  ...downloadsNavigation,
  ...assetsNavigation,
  ...artworkNavigation,
  ...commerceNavigation,
  ...profileNavigation,
  ...rewardsNavigation,
  ...securityNavigation,
]
