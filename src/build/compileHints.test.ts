import { expect, it } from 'vitest'
import { compileHint, compileHints, withCompileHint } from './compileHints.ts'

type Output = { type: 'chunk'; name: string; code: string } | { type: 'asset'; name: string }
type GenerateBundle = (this: { error: (message: string) => never }, options: unknown, bundle: object) => void

const generate = compileHints(['framework']).generateBundle as unknown as GenerateBundle
const context = {
  error(message: string): never {
    throw new Error(message)
  },
}

it('puts the hint on the first line of the named chunks only, once', () => {
  const bundle: Record<string, Output> = {
    'framework-a.js': { type: 'chunk', name: 'framework', code: 'import"./x.js";export{a};' },
    'index-b.js': { type: 'chunk', name: 'index', code: 'console.log(1)' },
    'app.css': { type: 'asset', name: 'app' },
  }
  generate.call(context, {}, bundle)
  const framework = bundle['framework-a.js'] as { code: string }
  expect(framework.code.split('\n')[0]).toBe(compileHint)
  expect(framework.code.split('\n')[1]).toBe('import"./x.js";export{a};')
  expect((bundle['index-b.js'] as { code: string }).code).toBe('console.log(1)')
  expect(withCompileHint(framework.code)).toBe(framework.code)
})

it('stops the build when a named chunk is missing, rather than losing the hint silently', () => {
  const bundle = { 'index-b.js': { type: 'chunk', name: 'index', code: '' } }
  expect(() => generate.call(context, {}, bundle)).toThrow(/no client chunk named framework/)
})
