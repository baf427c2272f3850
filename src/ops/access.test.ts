import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { opsAccess } from './access.ts'
import { routeKind } from './routeKind.ts'

const from = (remoteAddress: string, authorization?: string) =>
  ({
    socket: { remoteAddress },
    headers: authorization ? { authorization } : {},
  }) as unknown as IncomingMessage

describe('who may read the operations endpoints', () => {
  it('lets loopback in by default (IPv4, IPv4-mapped and IPv6), nobody else', () => {
    const access = opsAccess(['127.0.0.1', '::1'], undefined)
    expect(access.allows(from('127.0.0.1'))).toBe(true)
    expect(access.allows(from('::ffff:127.0.0.1'))).toBe(true)
    expect(access.allows(from('::1'))).toBe(true)
    expect(access.allows(from('10.1.2.3'))).toBe(false)
    expect(access.allows(from(''))).toBe(false)
  })

  it('takes ranges, everyone with *, and a bearer token from anywhere', () => {
    const ranges = opsAccess(['10.0.0.0/8', 'fd00::/8'], 'a-token-of-16-chars')
    expect(ranges.allows(from('10.200.0.9'))).toBe(true)
    expect(ranges.allows(from('fd12::1'))).toBe(true)
    expect(ranges.allows(from('192.0.2.1'))).toBe(false)
    expect(ranges.allows(from('192.0.2.1', 'Bearer a-token-of-16-chars'))).toBe(true)
    expect(ranges.allows(from('192.0.2.1', 'Bearer a-token-of-16-chaRS'))).toBe(false)
    expect(opsAccess(['*'], undefined).allows(from('192.0.2.1'))).toBe(true)
  })
})

describe('route kinds', () => {
  it('labels a path by the part of the site it belongs to', () => {
    const kinds = Object.fromEntries(
      [
        '/',
        '/studio/downloads/2.3.1/win',
        '/sitemap.xml',
        '/assets/app-1.js',
        '/favicon.ico',
        '/api/shell',
        '/_serverFn/x',
        '/account',
        '/account/licences',
        '/admin/notifications',
        '/auth/sign-in',
        '/metrics',
      ].map((path) => [path, routeKind(path)]),
    )
    expect(kinds).toEqual({
      '/': 'page',
      '/studio/downloads/2.3.1/win': 'page',
      '/sitemap.xml': 'page',
      '/assets/app-1.js': 'asset',
      '/favicon.ico': 'asset',
      '/api/shell': 'api',
      '/_serverFn/x': 'server-fn',
      '/account': 'account',
      '/account/licences': 'account',
      '/admin/notifications': 'admin',
      '/auth/sign-in': 'auth',
      '/metrics': 'ops',
    })
  })
})
