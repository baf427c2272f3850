import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Cloud-library files, reached by link from the desktop application and emails (no navigation entry). */
export const libraryArea = defineArea({
  name: 'library',
  navigation: [],
  screens: ['/account/library/$fileId'],
  server: createServerOnlyFn(() => import('./library.server.ts')),
})
