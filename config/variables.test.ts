import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { createClient } from '@sanity/client'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renderEnvExample, renderReadmeReference } from './docs.ts'
import { ConfigError, problems, setting } from './read.ts'
import { variables } from './variables.ts'

const root = resolve(import.meta.dirname, '..')
const folders = ['config', 'src', 'routes', 'services', 'models', 'machines', 'sandbox', 'scripts', 'tests']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path)
    // A test file may set and read variables of its own (fixtures); everything else is configuration.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** `NAME` of every `process.env.NAME`, `env.NAME`, `env['NAME']`, `setting('NAME'` and `rawOf(env, 'NAME')`. */
function variablesRead(text: string): string[] {
  const withoutVite = text.replace(/import\.meta\.env\.\w+/g, '')
  const patterns = [
    /\benv\??\.([A-Z][A-Z0-9_]+)\b/g,
    /\benv\[\s*['"`]([A-Z][A-Z0-9_]+)['"`]\s*\]/g,
    /\bsetting\(\s*'([A-Z][A-Z0-9_]+)'/g,
    /\brawOf\(\s*\w+,\s*'([A-Z][A-Z0-9_]+)'/g,
    // Names kept as data and read through a variable (tests/paths/env.ts: `variable: 'TEST_PATHS_…'`).
    /\bvariable:\s*'([A-Z][A-Z0-9_]+)'/g,
  ]
  return patterns.flatMap((pattern) => [...withoutVite.matchAll(pattern)].map((match) => match[1]!))
}

describe('the configuration schema', () => {
  it('declares every variable the project reads', () => {
    const files = [
      ...folders.flatMap((folder) => sources(resolve(root, folder))),
      resolve(root, 'vite.config.ts'),
    ]
    const undeclared = files.flatMap((file) =>
      variablesRead(readFileSync(file, 'utf8'))
        .filter((name) => !(name in variables))
        .map((name) => `${name} in ${relative(root, file)}`),
    )
    expect(undeclared).toEqual([])
    // The scan itself must see reads, or it proves nothing.
    expect(variablesRead('process.env.PORT; env?.HOST; env["SITE_URL"]; setting(\'GTM_ID\')')).toEqual([
      'PORT',
      'HOST',
      'SITE_URL',
      'GTM_ID',
    ])
  })

  it('generates .env.example and the README reference: both are committed as generated', () => {
    expect(readFileSync(resolve(root, '.env.example'), 'utf8')).toBe(renderEnvExample())
    expect(readFileSync(resolve(root, 'README.md'), 'utf8')).toContain(renderReadmeReference())
    for (const name of Object.keys(variables)) expect(renderEnvExample()).toContain(`# ${name}=`)
  })

  it('accepts the defaults: an empty environment has no problem', () => {
    expect(problems({})).toEqual([])
    expect(setting('SANITY_TIMEOUT_MS', {})).toBe(5000)
    expect(setting('SITE_URL', { SITE_URL: '  ' })).toBeUndefined()
  })

  it('names the variable and the value in one line per problem', () => {
    const found = problems({
      SANITY_TIMEOUT_MS: 'abc',
      BUILD_POLL_INTERVAL_MS: '1.5',
      PAGE_CACHE_TTL_MS: '-1',
      CATALOG_CACHE_TTL_MS: 'soon',
      HTML_CACHE: 'maybe',
      HTML_CACHE_MAX_MB: '0.5',
      PORT: '70000',
      REDIS_URL: 'http://cache',
      OPS_ALLOW: '10.0.0.0/8, 300.1.1.1',
    })
    expect(found).toEqual([
      'PORT "70000": must be a port from 0 to 65535',
      'PAGE_CACHE_TTL_MS "-1": must be a whole number of milliseconds from 0 to 3600000',
      'CATALOG_CACHE_TTL_MS "soon": must be a whole number of milliseconds from 0 to 86400000',
      'BUILD_POLL_INTERVAL_MS "1.5": must be a whole number of milliseconds from 100 to 86400000',
      'HTML_CACHE "maybe": must be on or off',
      'HTML_CACHE_MAX_MB "0.5": must be a whole number of megabytes from 1 to 65536',
      'SANITY_TIMEOUT_MS "abc": must be a whole number of milliseconds from 100 to 60000',
      'REDIS_URL: must be a redis:// or rediss:// URL',
      'OPS_ALLOW "10.0.0.0/8, 300.1.1.1": "300.1.1.1" must be an IP address or a range like 10.0.0.0/8',
    ])
    for (const line of found) expect(line).not.toContain('\n')
  })

  it('rejects a bad value of every variable with a shape, in one line naming it', () => {
    const bad = ['abc', '-1', '1.5', '99999999999', 'x y', 'http://', '%%%', 'a'.repeat(300), 'ftp://x', '{']
    const acceptsAnything: string[] = []
    for (const name of Object.keys(variables)) {
      const lines = bad.map((value) => problems({ [name]: value }).filter((line) => line.startsWith(name)))
      if (lines.every((found) => found.length === 0)) acceptsAnything.push(name)
      for (const found of lines) {
        expect(found.length, found.join(' | ')).toBeLessThanOrEqual(1)
        if (found[0]) expect(found[0]).toMatch(new RegExp(`^${name}\\b[^\\n]*must `))
      }
    }
    // Free text by nature: secrets, prefixes, file and folder paths, and what only the tests set.
    expect(acceptsAnything).toEqual([
      'ACCOUNTS_APP_SECRET',
      'REDIS_PREFIX',
      'ENV_FILE',
      'DATA_DIR',
      'CONTENT_SEED_DIR',
      'CHROMIUM_PATH',
      'PROMETHEUS_PATH',
      'LIGHTHOUSE_PATHS',
      'MAIN_THREAD_PATHS',
      'LIGHTHOUSE_KEEP',
      'TEST_PATHS_MACHINES',
      'PLAIN_BODY',
      'PLAIN_HEADERS',
    ])
  })

  it('never echoes a secret', () => {
    expect(problems({ PREVIEW_SECRET: 'short' })).toEqual([
      'PREVIEW_SECRET: must be at least 12 characters, no spaces',
    ])
  })

  it('throws a ConfigError without a stack trace from setting()', () => {
    const error = (() => {
      try {
        setting('SANITY_TIMEOUT_MS', { SANITY_TIMEOUT_MS: '5' })
      } catch (thrown) {
        return thrown as ConfigError
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    expect(error?.stack).toBe(
      'ConfigError: SANITY_TIMEOUT_MS "5": must be a whole number of milliseconds from 100 to 60000',
    )
  })

  it('checks only the parts a process runs, and the rules across variables', () => {
    const env = { ACCOUNTS_AI_DELAY_MS: 'x', ACCOUNTS_IDENTITY_URL: 'https://id.example.com' }
    expect(problems(env, ['content stand-in'])).toEqual([])
    expect(problems(env, ['accounts stand-in'])).toEqual([
      'ACCOUNTS_AI_DELAY_MS "x": must be a whole number of milliseconds from 0 to 600000',
    ])
    expect(problems(env, ['site'])).toContain(
      'ACCOUNTS_AI_URL: required when ACCOUNTS_IDENTITY_URL is set (the real services)',
    )
    expect(problems({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }, ['site'])).toEqual([
      expect.stringMatching(/^PREVIEW_SECRET: set a secret of your own in production/),
    ])
    expect(problems({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }, ['site'])).toEqual([])
  })

  it('takes GTM- and G- ids of uppercase letters or digits for GTM_ID (spec §5), nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom('GTM-', 'G-'), fc.stringMatching(/^[A-Z0-9]{1,12}$/), (prefix, rest) => {
        expect(setting('GTM_ID', { GTM_ID: prefix + rest })).toBe(prefix + rest)
      }),
    )
    for (const bad of ['GTM-', 'gtm-ABC', 'GTM-abc', 'UA-12345', 'G-AB CD', 'GTM-XXXX;'])
      expect(problems({ GTM_ID: bad })).toEqual([expect.stringMatching(/^GTM_ID ".+": must be GTM- or G- /)])
    expect(setting('GTM_ID', {})).toBeUndefined()
  })

  it('takes host names for SITE_HOSTS and a domain for ACCOUNTS_COOKIE_DOMAIN', () => {
    expect(setting('SITE_HOSTS', { SITE_HOSTS: 'a.example, b.example,' })).toEqual(['a.example', 'b.example'])
    expect(problems({ SITE_HOSTS: 'ok.example, not a host' })).toEqual([
      'SITE_HOSTS "ok.example, not a host": "not a host" must be a host name like www.example.com',
    ])
    expect(setting('ACCOUNTS_COOKIE_DOMAIN', { ACCOUNTS_COOKIE_DOMAIN: ' .example.com ' })).toBe(
      '.example.com',
    )
    expect(problems({ ACCOUNTS_COOKIE_DOMAIN: 'example.com; Secure' })).toHaveLength(1)
  })

  it('applies the content client’s own dataset and API-version rules', () => {
    const clientAccepts = (config: { dataset?: string; apiVersion?: string }) => {
      try {
        createClient({
          projectId: 'p',
          useCdn: false,
          apiVersion: '2021-10-21',
          dataset: 'production',
          ...config,
        })
        return true
      } catch {
        return false
      }
    }
    for (const dataset of [
      'production',
      'staging_2',
      '~tilde',
      'a-b',
      'Production',
      'x'.repeat(65),
      '-x',
      'a.b',
    ])
      expect(problems({ SANITY_DATASET: dataset }).length === 0, dataset).toBe(clientAccepts({ dataset }))
    for (const apiVersion of [
      '1',
      'X',
      '2021-10-21',
      '2021-13-01',
      '2021-02-31',
      'v2021-10-21',
      '2021-1-1',
      'latest',
    ])
      expect(problems({ SANITY_API_VERSION: apiVersion }).length === 0, apiVersion).toBe(
        clientAccepts({ apiVersion }),
      )
  })
})
