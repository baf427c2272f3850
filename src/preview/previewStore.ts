/**
 * Where preview data meets the page shell (docs/decisions/044). The lazily loaded preview chunk puts
 * the draft page document of the page on screen here; `usePreviewShell` hands the shell that document
 * instead of the published one. Without preview nothing is ever stored, and the hook returns the
 * shell it was given: a few dozen bytes for visitors, no XState.
 */
import { useSyncExternalStore } from 'react'

interface Shown {
  readonly path: string
  readonly page: unknown
}

let shown: Shown | undefined
const listeners = new Set<() => void>()

/** Shows `page` (a page document with drafts) in place of the published one on `path`. */
export function showPreviewPage(path: string, page: unknown): void {
  shown = { path, page }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The shell with the preview page document swapped in when preview has one for this path. */
export function usePreviewShell<
  T extends { readonly path: string; readonly view: { readonly kind: string } },
>(shell: T): T {
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => undefined,
  )
  return current && current.path === shell.path && shell.view.kind === 'page'
    ? { ...shell, view: { ...shell.view, page: current.page } }
    : shell
}
