/**
 * Where the account areas are collected: one line per area, in the order of the account navigation.
 * Each area declares its navigation, screens, reads and commands in its own folder (`<area>/area.ts`,
 * docs/account.md); the registry of reads and commands is built from this list, and the navigation
 * (src/account/navigation.ts) lists the areas' entries in the same order.
 */
import { notificationsConsoleArea } from '../admin/notifications/area.ts'
import { adminArea } from './admin/area.ts'
import { artworkArea } from './artwork/area.ts'
import { assetsArea } from './assets/area.ts'
import { commerceArea } from './commerce/area.ts'
import { downloadsArea } from './downloads/area.ts'
import { libraryArea } from './library/area.ts'
import { licencesArea } from './licences/area.ts'
import { overviewArea } from './overview/area.ts'
import { profileArea } from './profile/area.ts'
import { rewardsArea } from './rewards/area.ts'
import { securityArea } from './security/area.ts'
import { sessionArea } from './session/area.ts'
import { supportArea } from './support/area.ts'

export const accountAreas = [
  overviewArea,
  licencesArea,
  downloadsArea,
  assetsArea,
  libraryArea,
  artworkArea,
  commerceArea,
  profileArea,
  rewardsArea,
  securityArea,
  adminArea,
  supportArea,
  sessionArea,
  notificationsConsoleArea,
] as const
