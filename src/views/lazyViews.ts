/**
 * Code-split views (decision 032). The route chunk knows only the shell; the shell chunk knows the
 * block registry and the heavier views, and says what to preload for a given page.
 */
import { lazyView } from '../shell/lazyView.tsx'
import type { ShellPage } from '../shell/types.ts'

let shellModule: Promise<typeof import('../shell/PageShell.tsx')> | undefined
/** The shell's chunk, imported once (every page render asks for it). */
const loadShellModule = () => {
  shellModule ??= import('../shell/PageShell.tsx')
  // A failed load (chunk recovery yields nothing, src/shell/lazyView.tsx) is asked again next time.
  return shellModule.then((module) => {
    if (!module) shellModule = undefined
    return module
  })
}

export const shellView = lazyView(loadShellModule)

/** Loads every chunk `shell` will render, so the render itself never suspends. */
export async function preloadViews(shell: ShellPage): Promise<unknown> {
  await shellView.preload()
  const module = await loadShellModule()
  return module.preloadFor(shell)
}
