/**
 * V8 compiles a function the first time it is called, unless told otherwise: on a first visit, every
 * function of React DOM and the router that hydration calls is parsed and compiled on the main thread,
 * inside the task that first calls it. Traced at Lighthouse's settings, building the router took 38 ms
 * and matching the page's route 34 ms of main-thread time on `/studio`, most of it that compilation,
 * and the tasks that hold it are the page's blocking time on a simulated phone (decision 292).
 *
 * A chunk that starts with the magic comment `//# allFunctionsCalledOnLoad` has all its functions
 * compiled eagerly, and Chromium compiles a streamed script off the main thread while it downloads.
 * Browsers without the hint read a comment. It goes on the chunks whose functions almost all run as a
 * page loads (the framework as it hydrates, XState once the page is idle), after minification (which
 * drops comments), in the client build only.
 */
import type { Plugin } from 'vite'

export const compileHint = '//# allFunctionsCalledOnLoad'

/** The chunk's code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(compileHint) ? code : `${compileHint}\n${code}`
}

/** Hints the client chunks named `names`; the build stops if one of them is missing. */
export function compileHints(names: readonly string[]): Plugin {
  return {
    name: 'site:compile-hints',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const hinted = new Set<string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !names.includes(output.name)) continue
        output.code = withCompileHint(output.code)
        hinted.add(output.name)
      }
      const missing = names.filter((name) => !hinted.has(name))
      if (missing.length)
        this.error(`no client chunk named ${missing.join(', ')} to give a compile hint (decision 292)`)
    },
  }
}
