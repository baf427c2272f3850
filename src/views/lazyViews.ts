/**
 * Code-split views (decision 032). The route chunk knows only the shell; the shell chunk knows the
 * block registry and the heavier views, and says what to preload for a given page.
 */
import { lazyView } from '../shell/lazyView.tsx'
import type { ShellPage } from '../shell/types.ts'

export const shellView = lazyView(() => import('../shell/PageShell.tsx'))

/** Loads every chunk `shell` will render, so the render itself never suspends. */
export async function preloadViews(shell: ShellPage): Promise<unknown> {
  await shellView.preload()
  const module = await import('../shell/PageShell.tsx')
  return module.preloadFor(shell)
}
