import { createClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { ContentConfigError, defaults, loadContentConfig } from './config.ts'

const problemsOf = (env: NodeJS.ProcessEnv): string => {
  try {
    loadContentConfig(env)
    return ''
  } catch (error) {
    expect(error).toBeInstanceOf(ContentConfigError)
    return (error as Error).message
  }
}

describe('loadContentConfig', () => {
  it('defaults to the sandbox project, production dataset and API version 2021-10-21', () => {
    expect(loadContentConfig({})).toMatchObject({
      serviceName: 'Sanity',
      projectId: 'pulsewave',
      dataset: 'production',
      apiVersion: '2021-10-21',
      cdnUrl: 'https://cdn.sanity.io',
      timeoutMs: defaults.timeoutMs,
    })
  })

  it('reads the environment of docs/decisions/007', () => {
    expect(
      loadContentConfig({
        SANITY_PROJECT_ID: 'abc-123',
        SANITY_DATASET: 'staging_2',
        SANITY_API_HOST: 'http://127.0.0.1:3333/',
        SANITY_CDN_URL: 'http://127.0.0.1:3333',
        SANITY_READ_TOKEN: 'sk-secret',
        SANITY_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({
      projectId: 'abc-123',
      dataset: 'staging_2',
      apiHost: 'http://127.0.0.1:3333',
      readToken: 'sk-secret',
      timeoutMs: 2500,
    })
  })

  it.each([
    [{ SANITY_PROJECT_ID: 'my_project' }, 'SANITY_PROJECT_ID'],
    [{ SANITY_PROJECT_ID: 'a.b' }, 'SANITY_PROJECT_ID'],
    [{ SANITY_DATASET: 'Production' }, 'SANITY_DATASET'],
    [{ SANITY_DATASET: 'x'.repeat(65) }, 'SANITY_DATASET'],
    [{ SANITY_API_VERSION: '2021-13' }, 'SANITY_API_VERSION'],
    [{ SANITY_API_HOST: 'ftp://cms.example' }, 'SANITY_API_HOST'],
    [{ SANITY_API_HOST: 'not a url' }, 'SANITY_API_HOST'],
    [{ SANITY_CDN_URL: 'file:///etc/passwd' }, 'SANITY_CDN_URL'],
    [{ SANITY_TIMEOUT_MS: 'soon' }, 'SANITY_TIMEOUT_MS'],
    [{ SANITY_TIMEOUT_MS: '300000' }, 'SANITY_TIMEOUT_MS'],
  ])('rejects %j, naming %s', (env, variable) => {
    expect(problemsOf(env)).toContain(variable)
  })

  it('reports every problem at once', () => {
    const message = problemsOf({ SANITY_PROJECT_ID: '!', SANITY_DATASET: 'UP', SANITY_CDN_URL: 'gopher://x' })
    expect(message).toMatch(/SANITY_PROJECT_ID[\s\S]*SANITY_DATASET[\s\S]*SANITY_CDN_URL/)
  })

  it('accepts API versions 1, X and dates', () => {
    for (const v of ['1', 'X', '2025-02-19'])
      expect(loadContentConfig({ SANITY_API_VERSION: v }).apiVersion).toBe(v)
  })
})

/** Spec §5 rules @sanity/client enforces itself: proven here rather than re-implemented. */
describe('@sanity/client enforces', () => {
  // Port 9 (discard) on loopback: a request that does get sent is refused at once.
  const client = createClient({
    projectId: 'pulsewave',
    dataset: 'production',
    apiVersion: '2021-10-21',
    useCdn: false,
    apiHost: 'http://127.0.0.1:9',
    useProjectHostname: false,
    maxRetries: 0,
  })

  it('dataset names: lowercase letters, digits, underscores, dashes, at most 64', () => {
    const make = (dataset: string) => () =>
      createClient({ projectId: 'p', dataset, apiVersion: '2021-10-21', useCdn: false })
    expect(make('a'.repeat(64))).not.toThrow()
    expect(make('prod_2-x')).not.toThrow()
    for (const bad of ['a'.repeat(65), 'Prod', 'pro duction', 'prod.x'])
      expect(make(bad)).toThrow(/Datasets can only contain/)
  })

  it('project ids: letters, digits and dashes (with the project host name)', () => {
    const make = (projectId: string) => () =>
      createClient({ projectId, dataset: 'production', apiVersion: '2021-10-21', useCdn: false })
    expect(make('Abc-123')).not.toThrow()
    for (const bad of ['a_b', 'a.b', 'a b']) expect(make(bad)).toThrow(/projectId/)
  })

  it('API versions: 1, X or YYYY-MM-DD', () => {
    const make = (apiVersion: string) => () =>
      createClient({ projectId: 'p', dataset: 'production', apiVersion, useCdn: false })
    for (const ok of ['1', 'X', '2021-10-21']) expect(make(ok)).not.toThrow()
    for (const bad of ['2', '21-10-21', '2021-10', 'latest']) expect(make(bad)).toThrow(/Invalid API version/)
  })

  it('request tags: 1 to 75 of letters, digits, underscores, dashes and dots', () => {
    // Thrown before any request is made; an empty tag is simply not sent.
    expect(() =>
      client.fetch('*[0]', {}, { tag: `a${'.b'.repeat(37)}` }).catch(() => undefined),
    ).not.toThrow()
    for (const bad of ['a'.repeat(76), 'page/features', 'tag with space'])
      expect(() => client.fetch('*[0]', {}, { tag: bad })).toThrow(/Tag can only contain/)
    expect(() =>
      createClient({
        projectId: 'p',
        dataset: 'd',
        apiVersion: '1',
        useCdn: false,
        requestTagPrefix: 'a'.repeat(76),
      }),
    ).toThrow(/Tag can only contain/)
  })

  it('document ids: at most 128 characters, no double dots', () => {
    const del = (id: string) => () => client.transaction().delete(id)
    expect(del(`a${'b'.repeat(127)}`)).not.toThrow()
    for (const bad of [`a${'b'.repeat(128)}`, 'page..x', 'page/x', '.hidden'])
      expect(del(bad)).toThrow(/not a valid document ID/)
  })

  it('asset types: image or file', () => {
    expect(() => client.assets.upload('video' as 'file', Buffer.from('x'))).toThrow(/Invalid asset type/)
  })
})
