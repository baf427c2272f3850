/**
 * The project API a Sanity Studio needs beside the data API (docs/decisions/167): sign-in as the one
 * local editor, the editor's profile and stored preferences, the project with its one member, the
 * dataset's access rules, and the telemetry switch (always off). Unknown project paths are 404s.
 *
 * Sign-in follows Sanity's token flow: the Studio sends the browser to a provider's URL with
 * `origin` (where to come back) and `withSid`; the provider sends it back with `#sid=<session>`, and
 * the Studio trades the session for a token at `/auth/fetch?sid=`. Here the provider signs in at once.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ContentContext } from './context.ts'
import { ApiError, badRequest, notFound, unauthorized } from './errors.ts'
import { readBody, sendJson } from './http.ts'

export const editorId = 'sandbox-editor'
const createdAt = '2024-01-01T00:00:00Z'
const administrator = {
  name: 'administrator',
  title: 'Administrator',
  description: 'Read and write everything',
}

export const editorUser = {
  id: editorId,
  name: 'Local editor',
  email: 'editor@localhost',
  provider: 'local',
  role: 'administrator',
  roles: [administrator],
}

/** What `/users/{ids}` answers per user (Sanity's public user shape). */
const publicEditor = {
  id: editorId,
  projectId: '',
  displayName: editorUser.name,
  familyName: null,
  givenName: null,
  middleName: null,
  imageUrl: null,
  createdAt,
  updatedAt: createdAt,
  isCurrentUser: true,
}

/** Everything on every document, as Sanity's administrator role grants. */
const grants = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] }]

const loopbackUrl = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?(\/[^#\s]*)?$/

/** One-time sign-in sessions: issued by the login redirect, traded once for the token within 5 minutes. */
const sessions = new Map<string, number>()
const sessionTtlMs = 5 * 60_000

function issueSession(): string {
  const now = Date.now()
  for (const [sid, expires] of sessions) if (expires < now) sessions.delete(sid)
  const sid = randomBytes(24).toString('base64url')
  sessions.set(sid, now + sessionTtlMs)
  return sid
}

/** Per-dataset-independent preferences the Studio stores per user (panes, last used, …); memory only. */
const keyValues = new Map<string, unknown>()

export interface ProjectRequest {
  readonly ctx: ContentContext
  readonly req: IncomingMessage
  readonly res: ServerResponse
  readonly path: ReadonlyArray<string>
  readonly search: URLSearchParams
  readonly editor: boolean
}

/** Answers the project API; false when the path is not one of its endpoints. */
export async function handleProject(request: ProjectRequest): Promise<boolean> {
  const { path } = request
  const [first, second] = path
  if (first === 'auth') return handleAuth(request)
  if (first === 'users' && second === 'me' && path[2] === 'keyvalue') return handleKeyValue(request)
  if (first === 'users' && second !== undefined && second !== 'me' && path.length === 2) {
    requireEditor(request)
    const ids = second.split(',')
    const users = ids
      .filter((id) => id === editorId)
      .map((id) => ({ ...publicEditor, id, projectId: request.ctx.projectId }))
    sendJson(request.res, 200, ids.length === 1 ? (users[0] ?? notFoundUser(ids[0] ?? '')) : users)
    return true
  }
  if (first === 'projects' && second !== undefined && path.length >= 3 && handleProjectParts(request))
    return true
  if (first === 'intake') {
    // Telemetry is never collected: consent is always denied, and anything sent is dropped.
    if (second === 'telemetry-status') sendJson(request.res, 200, { status: 'denied' })
    else if (second === 'batch') {
      await readBody(request.req, 1024 * 1024)
      sendJson(request.res, 200, { ok: true })
    } else return false
    return true
  }
  if (first === 'features' && path.length === 1) {
    sendJson(request.res, 200, [])
    return true
  }
  if (first === 'ping' && path.length === 1) {
    sendJson(request.res, 200, { ping: 'pong' })
    return true
  }
  if (first === 'help' && path.length === 1) {
    // Sanity's help menu content and version notices: none here (the Studio shows its defaults).
    sendJson(request.res, 200, { resources: [] })
    return true
  }
  if (first === 'journey' && request.req.method === 'GET') {
    // Sanity's upsell and trial dialogs: nothing to offer, as for a project without any.
    sendJson(request.res, 200, null)
    return true
  }
  return false
}

function notFoundUser(id: string): never {
  throw notFound(`User "${id.slice(0, 80)}" not found`)
}

function requireEditor(request: ProjectRequest): void {
  if (!request.editor) throw unauthorized()
}

async function handleAuth(request: ProjectRequest): Promise<boolean> {
  const { ctx, req, res, path, search } = request
  const what = path.slice(1).join('/')
  if (what === 'providers') {
    const base = `http://${req.headers.host ?? '127.0.0.1'}`
    sendJson(res, 200, {
      thirdPartyLogin: false,
      sso: false,
      providers: [{ name: 'local', title: 'Local editor', url: `${base}/v1/auth/login/local` }],
    })
  } else if (what === 'login/local') {
    const origin = search.get('origin') ?? ''
    if (!loopbackUrl.test(origin)) throw badRequest('origin must be an address on this machine (localhost)')
    const back = new URL(origin)
    back.hash = `sid=${issueSession()}`
    res.writeHead(302, { Location: back.toString(), 'Cache-Control': 'no-store' })
    res.end()
  } else if (what === 'fetch') {
    const sid = search.get('sid') ?? ''
    const expires = sessions.get(sid)
    sessions.delete(sid)
    if (expires === undefined || expires < Date.now())
      throw unauthorized('Session not found or expired: sign in again')
    sendJson(res, 200, { token: ctx.token })
  } else if (what === 'id') {
    if (!request.editor) throw unauthorized()
    sendJson(res, 200, { id: editorId })
  } else if (what === 'logout') {
    if (req.method !== 'POST') throw new ApiError(405, 'httpMethodNotAllowed', 'Sign out with POST')
    // The one editor token cannot be revoked here; the Studio forgets it, and the next visit signs in again.
    sendJson(res, 200, { ok: true })
  } else return false
  return true
}

async function handleKeyValue(request: ProjectRequest): Promise<boolean> {
  const { req, res, path } = request
  requireEditor(request)
  if (req.method === 'PUT' && path.length === 3) {
    let pairs: unknown
    try {
      pairs = JSON.parse((await readBody(req, 256 * 1024)).toString('utf8'))
    } catch {
      throw badRequest('Request body is not valid JSON')
    }
    if (!Array.isArray(pairs) || !pairs.every((p) => typeof p?.key === 'string' && p.key.length <= 200))
      throw badRequest('Expected an array of {key, value}')
    for (const pair of pairs) keyValues.set(pair.key, pair.value)
    sendJson(res, 200, pairs)
    return true
  }
  if (req.method === 'GET' && path.length === 4) {
    const keys = (path[3] ?? '').split(',')
    sendJson(
      res,
      200,
      keys.map((key) => ({ key, value: keyValues.get(key) ?? null })),
    )
    return true
  }
  return false
}

function handleProjectParts(request: ProjectRequest): boolean {
  const { ctx, res, path, search } = request
  const [, id, part, dataset, sub, ...more] = path
  const answer = (body: unknown) => {
    if (id !== ctx.projectId) throw notFound(`Project "${(id ?? '').slice(0, 80)}" not found`)
    requireEditor(request)
    sendJson(res, 200, body)
    return true
  }
  if (part === 'datasets' && dataset === undefined && search.has('datasetProfile')) {
    return answer([]) // add-on datasets (comments) do not exist here
  }
  if (part === 'user-applications' && dataset === undefined) return answer([]) // no Studio hosted by Sanity
  if (part === 'datasets' && dataset !== undefined && sub === 'acl' && more.length === 0) {
    if (!ctx.store.hasDataset(dataset)) throw notFound(`Dataset "${dataset.slice(0, 64)}" not found`)
    return answer(grants)
  }
  if (part === 'grants' && dataset === undefined) {
    return answer({
      'sanity.project': [{ grants: [{ name: 'read', params: {} }], config: {} }],
      'sanity.document.filter.mode': [
        { grants: [{ name: 'mode', params: { mode: 'publish' } }], config: {} },
      ],
    })
  }
  if (part === 'roles' && dataset === undefined) return answer([administrator])
  return false
}

/** The project document with its one member (extends the plain project of meta.ts for the Studio). */
export function projectWithMembers(ctx: ContentContext) {
  return {
    id: ctx.projectId,
    displayName: 'Pulsewave (content sandbox)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    organizationId: null,
    createdAt,
    members: [
      {
        id: editorId,
        createdAt,
        updatedAt: createdAt,
        isCurrentUser: true,
        isRobot: false,
        role: 'administrator',
        roles: [administrator],
      },
    ],
    features: [],
  }
}
