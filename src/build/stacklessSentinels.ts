/**
 * React DOM's client build makes five error objects when it loads, before it renders anything:
 * `SuspenseException`, `HydrationMismatchException` and three more. They are sentinels: React throws
 * them to unwind a render and recognises them by identity when it catches them; their stack is never
 * read, and no visitor ever sees them. Making an `Error` records where it was made, with the line and
 * column of every frame on the stack. React DOM makes them at the top of its module, so the frames are
 * its module function (most of the framework chunk) and the chunk's top level, and Chromium parses both
 * again to find those positions: 20–25 ms of the framework chunk's evaluation on a desktop core, the
 * longest task of every first visit (decision 288).
 *
 * This plugin has React DOM's client build make them as plain objects of the `Error` prototype (same
 * message, `instanceof Error`, no stack) instead. Nothing else in the module changes. If a React upgrade
 * makes them differently, the build stops and says so, rather than losing the saving silently.
 */
import type { Plugin } from 'vite'

/** React DOM's client build, as the client bundle resolves it. */
const reactDomClient = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/

/** A sentinel's definition: `SuspenseException = Error(formatProdErrorMessage(460))`. */
const sentinel = /\b(\w+Exception) = Error\(formatProdErrorMessage\((\d+)\)\)/g

/** The helper the rewritten definitions call: an object of the Error prototype, without a stack. */
const helper = 'siteStacklessError'
const helperSource = `function ${helper}(message) {
  var error = Object.create(Error.prototype);
  error.message = message;
  return error;
}
`

/** The sentinels React DOM makes as it loads; the build fails if any of these is not found. */
export const expectedSentinels = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const

/** React DOM's client source with its sentinels made without a stack, and the names it rewrote. */
export function withStacklessSentinels(source: string): { code: string; rewritten: string[] } {
  const rewritten: string[] = []
  const code = source.replace(sentinel, (_whole, name: string, errorCode: string) => {
    rewritten.push(name)
    return `${name} = ${helper}(formatProdErrorMessage(${errorCode}))`
  })
  const missing = expectedSentinels.filter((name) => !rewritten.includes(name))
  if (missing.length)
    throw new Error(
      `React DOM no longer makes ${missing.join(', ')} as src/build/stacklessSentinels.ts expects: ` +
        'check how this React version makes its sentinel errors (decision 288)',
    )
  // Appended, so every line keeps its number; a function declaration is hoisted, so the module's first
  // statements can call it.
  return { code: `${code}\n${helperSource}`, rewritten }
}

export function stacklessSentinels(): Plugin {
  return {
    name: 'site:stackless-sentinels',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!reactDomClient.test(id)) return
      return { code: withStacklessSentinels(code).code, map: null }
    },
  }
}
