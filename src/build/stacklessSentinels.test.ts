import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { expect, it } from 'vitest'
import { expectedSentinels, stacklessSentinels, withStacklessSentinels } from './stacklessSentinels.ts'

const require = createRequire(import.meta.url)
const installedPath = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
)
const installed = readFileSync(installedPath, 'utf8')

type Transform = (code: string, id: string) => { code: string } | undefined
const transform = stacklessSentinels().transform as unknown as Transform

/** Runs a CommonJS module's source and returns what it exports. */
function run(source: string, exportsExpression: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> }
  new Function('module', 'exports', `${source}\nmodule.exports = ${exportsExpression};`)(
    module,
    module.exports,
  )
  return module.exports
}

it('rewrites every sentinel the installed React DOM makes as it loads, and nothing else', () => {
  const { code, rewritten } = withStacklessSentinels(installed)
  expect(rewritten.sort()).toEqual([...expectedSentinels].sort())
  expect(code).not.toMatch(/Exception = Error\(/)
  // The other errors React makes while rendering keep their stacks.
  const others = (text: string) => text.match(/\bError\(formatProdErrorMessage\(/g)?.length ?? 0
  expect(others(code)).toBe(others(installed) - expectedSentinels.length)
  // Lines keep their numbers.
  expect(
    code
      .split('\n')
      .slice(0, installed.split('\n').length)
      .map((line) => line.replace(/siteStacklessError/, 'Error')),
  ).toEqual(installed.split('\n'))
})

it('makes each sentinel an Error by prototype, with its message and no stack', () => {
  const source = [
    'function formatProdErrorMessage(code) { return "Minified React error #" + code; }',
    'var SuspenseException = Error(formatProdErrorMessage(460)),',
    '  SuspenseyCommitException = Error(formatProdErrorMessage(474)),',
    '  SuspenseActionException = Error(formatProdErrorMessage(542));',
    'var HydrationMismatchException = Error(formatProdErrorMessage(519));',
    'var SelectiveHydrationException = Error(formatProdErrorMessage(461));',
  ].join('\n')
  const made = run(withStacklessSentinels(source).code, '{ SuspenseException, HydrationMismatchException }')
  for (const [name, code] of [
    ['SuspenseException', 460],
    ['HydrationMismatchException', 519],
  ] as const) {
    const sentinel = made[name] as Error
    expect(sentinel).toBeInstanceOf(Error)
    expect(sentinel.message).toBe(`Minified React error #${code}`)
    expect(sentinel.name).toBe('Error')
    expect(Object.hasOwn(sentinel, 'stack')).toBe(false)
  }
  // Before the rewrite, the same source makes errors with a stack: the test can tell the difference.
  const before = run(source, '{ SuspenseException }')
  expect(Object.hasOwn(before.SuspenseException as object, 'stack')).toBe(true)
})

it('stops the build when a sentinel is no longer made the way it expects', () => {
  const changed = installed.replace('SuspenseException = Error(', 'SuspenseException = new Error(')
  expect(() => withStacklessSentinels(changed)).toThrow(/SuspenseException/)
})

it("touches only React DOM's client build", () => {
  expect(transform(installed, installedPath)?.code).toContain(
    'siteStacklessError(formatProdErrorMessage(460))',
  )
  expect(
    transform(installed, '/app/node_modules/react-dom/cjs/react-dom-server.node.production.js'),
  ).toBeUndefined()
  expect(transform('var x = 1', '/app/src/client.tsx')).toBeUndefined()
})
