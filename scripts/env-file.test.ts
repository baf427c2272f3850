import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadEnvFile } from './env-file.ts'

const names = ['ENV_FILE_TEST_FROM_FILE', 'ENV_FILE_TEST_REAL', 'ENV_FILE_TEST_QUOTED', 'ENV_FILE']
const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]))
afterEach(() => {
  for (const n of names) {
    if (saved[n] === undefined) delete process.env[n]
    else process.env[n] = saved[n]
  }
})

function folderWith(file: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'env-file-'))
  writeFileSync(join(dir, file), text)
  return dir
}

const contents = [
  '# comment',
  'ENV_FILE_TEST_FROM_FILE=from-file',
  'ENV_FILE_TEST_REAL=from-file',
  'ENV_FILE_TEST_QUOTED="two words"',
].join('\n')

describe('loadEnvFile', () => {
  it('reads .env when present, and real environment variables win over it', () => {
    delete process.env.ENV_FILE
    process.env.ENV_FILE_TEST_REAL = 'real'
    const dir = folderWith('.env', contents)
    expect(loadEnvFile(dir)).toBe(join(dir, '.env'))
    expect(process.env.ENV_FILE_TEST_FROM_FILE).toBe('from-file')
    expect(process.env.ENV_FILE_TEST_QUOTED).toBe('two words')
    expect(process.env.ENV_FILE_TEST_REAL).toBe('real')
  })

  it('does nothing without a .env', () => {
    delete process.env.ENV_FILE
    expect(loadEnvFile(mkdtempSync(join(tmpdir(), 'env-file-')))).toBeUndefined()
    expect(process.env.ENV_FILE_TEST_FROM_FILE).toBeUndefined()
  })

  it('reads no file when ENV_FILE is empty, and the named one otherwise', () => {
    const dir = folderWith('.env', contents)
    process.env.ENV_FILE = ''
    expect(loadEnvFile(dir)).toBeUndefined()
    expect(process.env.ENV_FILE_TEST_FROM_FILE).toBeUndefined()
    writeFileSync(join(dir, 'staging.env'), 'ENV_FILE_TEST_FROM_FILE=staging')
    process.env.ENV_FILE = 'staging.env'
    loadEnvFile(dir)
    expect(process.env.ENV_FILE_TEST_FROM_FILE).toBe('staging')
  })

  it('refuses a named file that does not exist, with its path', () => {
    process.env.ENV_FILE = 'missing.env'
    expect(() => loadEnvFile('/nowhere')).toThrow(
      'ENV_FILE "missing.env": no such file (/nowhere/missing.env)',
    )
  })
})
