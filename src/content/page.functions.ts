/**
 * The page shell's data read. On the server (first render) it calls the content code directly; in the
 * browser (client-side navigation) it fetches the same answer as JSON from GET /api/shell. Content code
 * stays on the server (decision 006), and, unlike a server function, no RPC runtime or serializer
 * ships to the browser (decision 034).
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import type { ShellResult } from '../shell/types.ts'

export const fetchShell = createIsomorphicFn()
  .server(async (path: string, search: string): Promise<ShellResult> => {
    const { loadShell } = await import('./page.server.ts')
    return loadShell(path, search)
  })
  .client(async (path: string, search: string): Promise<ShellResult> => {
    try {
      const response = await fetch(`/api/shell?${new URLSearchParams({ path, search })}`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      })
      if (response.headers.get('content-type')?.startsWith('application/json'))
        return (await response.json()) as ShellResult
    } catch {
      // Offline or aborted: the page shows the error page, as for any other failed read.
    }
    return { status: 500, path }
  })
