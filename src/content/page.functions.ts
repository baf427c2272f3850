/**
 * The page shell's one server function: loaders call it on the server (first render) and, on
 * client-side navigation, over RPC, so content code stays on the server (decision 006).
 */
import { createServerFn } from '@tanstack/react-start'
import { maxPathLength } from '../../models/routes/resolve.ts'
import { loadShell } from './page.server.ts'

export const fetchShell = createServerFn({ method: 'GET' })
  .validator((input: unknown): string => {
    // A path the table can never hold is a plain 404 below; only non-strings are refused here.
    if (typeof input !== 'string') throw new Error('fetchShell expects a path string')
    return input.slice(0, maxPathLength + 1)
  })
  .handler(({ data }) => loadShell(data))
