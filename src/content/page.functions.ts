/**
 * The page shell's one server function: loaders call it on the server (first render) and, on
 * client-side navigation, over RPC, so content code stays on the server (decision 006).
 */
import { createServerFn } from '@tanstack/react-start'
import { maxPathLength } from '../../models/routes/resolve.ts'
import { loadShell } from './page.server.ts'

export const fetchShell = createServerFn({ method: 'GET' })
  .validator((input: unknown): { path: string; search: string } => {
    // A path the table can never hold is a plain 404 below; only malformed input is refused here.
    const { path, search } = (input ?? {}) as { path?: unknown; search?: unknown }
    if (typeof path !== 'string' || typeof search !== 'string')
      throw new Error('fetchShell expects {path, search}')
    return { path: path.slice(0, maxPathLength + 1), search: search.slice(0, 4097) }
  })
  .handler(({ data }) => loadShell(data.path, data.search))
