/**
 * Faults a test switches on at run time (latency, 500, 503, a hang, any catalogue error) and request
 * counts per route, served under `/__sandbox` (docs/accounts-sandbox.md, "Fault injection").
 */
import { randomUUID } from 'node:crypto'
import { errors, json, noContent, notFound } from './http.ts'
import type { Router } from './router.ts'

export const faultKinds = ['latency', '500', '503', 'hang', 'error'] as const
export type FaultKind = (typeof faultKinds)[number]

export interface Fault {
  readonly id: string
  readonly service?: string
  readonly method?: string
  /** Glob (`*` = anything) matched against the request path or the route pattern. */
  readonly path?: string
  readonly kind: FaultKind
  readonly ms?: number
  readonly status?: number
  readonly code?: number
  readonly error?: string
  /** Requests left to affect; undefined = until removed. */
  remaining?: number
}

const globToRegExp = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )

export function createFaults() {
  let faults: Fault[] = []

  /** The first fault matching this request, counting it against its `times`. */
  function take(
    service: string,
    method: string,
    path: string,
    pattern: string | undefined,
  ): Fault | undefined {
    const fault = faults.find(
      (f) =>
        (f.service === undefined || f.service === service) &&
        (f.method === undefined || f.method === method) &&
        (f.path === undefined ||
          globToRegExp(f.path).test(path) ||
          (pattern !== undefined && globToRegExp(f.path).test(pattern))),
    )
    if (fault?.remaining !== undefined) {
      fault.remaining -= 1
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault)
    }
    return fault
  }

  return {
    take,
    add: (fault: Fault) => faults.push(fault),
    list: () => [...faults],
    remove: (id: string) => {
      const before = faults.length
      faults = faults.filter((f) => f.id !== id)
      return faults.length < before
    },
    clear: () => {
      faults = []
    },
  }
}

export function createStats() {
  const counts = new Map<string, number>()
  return {
    count: (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1),
    snapshot: () => {
      const routes = Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)))
      return { total: [...counts.values()].reduce((sum, n) => sum + n, 0), routes }
    },
    reset: () => counts.clear(),
  }
}

export type Faults = ReturnType<typeof createFaults>
export type Stats = ReturnType<typeof createStats>

const optionalString = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = body[name]
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string') throw errors.invalidParameters(`${name} must be a string`)
  return value
}

const optionalInt = (body: Record<string, unknown>, name: string, min: number, max: number) => {
  const value = body[name]
  if (value === undefined || value === null || value === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw errors.invalidParameters(`${name} must be a whole number from ${min} to ${max}`)
  }
  return n
}

/** Parses a POST /__sandbox/faults body; 400/2012 or 2013 naming what is wrong. */
export function parseFault(body: Record<string, unknown>): Fault {
  const kind = String(body.kind ?? '')
  if (!kind) throw errors.missingParameters(['kind'])
  if (!(faultKinds as ReadonlyArray<string>).includes(kind)) {
    throw errors.invalidParameters(`kind must be one of ${faultKinds.join(', ')}`)
  }
  const fault: Fault = {
    id: randomUUID(),
    service: optionalString(body, 'service'),
    method: optionalString(body, 'method')?.toUpperCase(),
    path: optionalString(body, 'path'),
    kind: kind as FaultKind,
    ms: optionalInt(body, 'ms', 0, 600_000) ?? (kind === 'latency' ? 1000 : undefined),
    status: optionalInt(body, 'status', 400, 599),
    code: optionalInt(body, 'code', 0, 1_000_000),
    error: optionalString(body, 'error'),
    remaining: optionalInt(body, 'times', 1, 1_000_000),
  }
  if (fault.kind === 'error' && (fault.status === undefined || fault.code === undefined)) {
    throw errors.missingParameters(['status', 'code'].filter((n) => body[n] === undefined))
  }
  return fault
}

/** The `/__sandbox` routes for faults and stats; the server guards the whole prefix. */
export function registerFaultRoutes(router: Router, faults: Faults, stats: Stats): void {
  const admin = '__sandbox'
  router.add(admin, {
    method: 'POST',
    path: '/faults',
    auth: 'none',
    handler: ({ body }) => {
      const fault = parseFault(body)
      faults.add(fault)
      return json(201, fault)
    },
  })
  router.add(admin, {
    method: 'GET',
    path: '/faults',
    auth: 'none',
    handler: () => json(200, { items: faults.list() }),
  })
  router.add(admin, {
    method: 'DELETE',
    path: '/faults',
    auth: 'none',
    handler: () => {
      faults.clear()
      return noContent()
    },
  })
  router.add(admin, {
    method: 'DELETE',
    path: '/faults/:id',
    auth: 'none',
    handler: ({ params }) => {
      if (!faults.remove(params.id!)) throw notFound()
      return noContent()
    },
  })
  router.add(admin, {
    method: 'GET',
    path: '/stats',
    auth: 'none',
    handler: () => json(200, stats.snapshot()),
  })
  router.add(admin, {
    method: 'POST',
    path: '/reset-stats',
    auth: 'none',
    handler: () => {
      stats.reset()
      return noContent()
    },
  })
}
