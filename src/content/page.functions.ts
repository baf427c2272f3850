/**
 * The page shell's data read. On the server (first render) it calls the content code directly; in the
 * browser (client-side navigation) it fetches the same answer as JSON from GET /api/shell. Content code
 * stays on the server (decision 006), and, unlike a server function, no RPC runtime or serializer
 * ships to the browser (decision 034).
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { getJson } from '../browser/getJson.ts'
import type { ShellResult } from '../shell/types.ts'

/** The server's content module, imported once: an `import()` per request costs a module lookup each time. */
let pageServer: Promise<typeof import('./page.server.ts')> | undefined

export const fetchShell = createIsomorphicFn()
  .server(async (path: string, search: string): Promise<ShellResult> => {
    pageServer ??= import('./page.server.ts')
    const { loadShell, requestedSearch } = await pageServer
    return loadShell(path, requestedSearch(path, search))
  })
  // Offline, aborted or not JSON: the page shows the error page, as for any other failed read.
  .client((path: string, search: string) =>
    getJson<ShellResult>(
      `/api/shell?${new URLSearchParams({ path, search })}`,
      { status: 500, path },
      { errorBodies: true },
    ),
  )
