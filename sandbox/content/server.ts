/**
 * The content stand-in's HTTP server: routes requests to the handlers and turns every failure into
 * Sanity's error envelope. Nothing thrown by a handler can take the process down.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { handleActions } from './actions.ts'
import { handleUpload } from './assets.ts'
import type { ApiRequest, ContentContext } from './context.ts'
import { handleExport, handleGetDocuments } from './documents.ts'
import { ApiError, badRequest, notFound } from './errors.ts'
import { handleFile } from './files.ts'
import { handleHistory } from './history.ts'
import { applyCors, decodeSegment, isEditor, parseSearch, sendError, sendJson } from './http.ts'
import { handleImage } from './images.ts'
import { handleMeta } from './meta.ts'
import { handleMutate } from './mutate.ts'
import { handleProject } from './project.ts'
import { handleQuery } from './query.ts'
import { checkApiVersion, checkAssetType, checkDataset, checkTag } from './validate.ts'

/** Longest request URL accepted; @sanity/client stays under 14,800 (listen) and POSTs long queries. */
const maxUrlLength = 32 * 1024

type Handler = (ctx: ContentContext, api: ApiRequest) => void | Promise<void>

const api: Readonly<Record<string, { methods: string[]; handler: Handler; rest?: boolean }>> = {
  'data/query': { methods: ['GET', 'POST'], handler: handleQuery },
  'data/listen': { methods: ['GET'], handler: (ctx, request) => ctx.hub.open(request) },
  'data/doc': { methods: ['GET'], handler: handleGetDocuments, rest: true },
  'data/mutate': { methods: ['POST'], handler: handleMutate },
  'data/export': { methods: ['GET'], handler: handleExport },
  'data/actions': { methods: ['POST'], handler: handleActions },
  'data/history': { methods: ['GET'], handler: handleHistory, rest: true },
}

export function createContentServer(ctx: ContentContext): Server {
  const server = createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    route(ctx, req, res).catch((error: unknown) => {
      const apiError =
        error instanceof ApiError ? error : new ApiError(500, 'httpInternalServerError', 'Internal error')
      if (!(error instanceof ApiError)) process.stderr.write(`content sandbox: ${String(error)}\n`)
      sendError(res, apiError)
    })
  })
  server.on('clientError', answerMalformedRequest)
  return server
}

/**
 * Requests Node's HTTP parser rejects (headers over 64 KB, broken request lines) never reach the
 * router; answer them in Sanity's shape too instead of Node's bare status line.
 */
function answerMalformedRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const [status, reason, type] = tooLarge
    ? [431, 'Request Header Fields Too Large', 'httpRequestHeaderFieldsTooLarge']
    : [400, 'Bad Request', 'httpBadRequest']
  const description = tooLarge
    ? 'Request URL or headers too large: the limit is 64 KB'
    : 'Malformed HTTP request'
  const body = JSON.stringify({ error: { description, type } })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

async function route(ctx: ContentContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (applyCors(req, res)) return
  const rawUrl = req.url ?? '/'
  if (rawUrl.length > maxUrlLength) {
    throw new ApiError(414, 'httpUriTooLong', `Request URL too long: the limit is ${maxUrlLength} characters`)
  }
  const queryStart = rawUrl.indexOf('?')
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart)
  const search = parseSearch(queryStart === -1 ? '' : rawUrl.slice(queryStart))
  const segments = path.split('/').slice(1)
  if (path === '/' || path === '') {
    sendJson(res, 200, {
      service: 'content sandbox',
      projectId: ctx.projectId,
      datasets: ctx.store.datasetNames(),
    })
    return
  }
  if (segments[0] === 'images' || segments[0] === 'files') {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new ApiError(405, 'httpMethodNotAllowed', `Method ${req.method} not allowed here`)
    }
    const handle = segments[0] === 'images' ? handleImage : handleFile
    await handle(ctx, req, res, segments.slice(1), search)
    return
  }
  const versioned = /^v(.+)$/.exec(segments[0] ?? '')
  if (versioned?.[1] !== undefined) {
    await routeApi(ctx, req, res, checkApiVersion(decodeSegment(versioned[1])), segments.slice(1), search)
    return
  }
  throw notFound(`No such endpoint: ${req.method} ${path.slice(0, 100)}`)
}

async function routeApi(
  ctx: ContentContext,
  req: IncomingMessage,
  res: ServerResponse,
  apiVersion: string,
  segments: string[],
  search: URLSearchParams,
): Promise<void> {
  checkTag(search.get('tag'))
  const editor = isEditor(req, ctx.token)
  if (await handleProject({ ctx, req, res, path: segments.map(decodeSegment), search, editor })) return
  if (handleMeta(ctx, res, segments, editor)) return
  const [group, operation, datasetSegment, ...restSegments] = segments
  if (group === 'assets' && datasetSegment !== undefined && restSegments.length === 0) {
    if (req.method !== 'POST') throw new ApiError(405, 'httpMethodNotAllowed', 'Upload assets with POST')
    checkAssetType(decodeSegment(operation ?? ''))
    const dataset = existingDataset(ctx, datasetSegment)
    await handleUpload(ctx, { req, res, apiVersion, dataset, rest: '', search, editor }, operation ?? '')
    return
  }
  const entry = api[`${group}/${operation}`]
  if (!entry || datasetSegment === undefined || (restSegments.length > 0 && !entry.rest)) {
    throw notFound(`No such endpoint: ${req.method} /v${apiVersion}/${segments.join('/').slice(0, 100)}`)
  }
  if (!entry.methods.includes(req.method ?? 'GET')) {
    throw new ApiError(405, 'httpMethodNotAllowed', `Method ${req.method} not allowed here`)
  }
  const dataset = existingDataset(ctx, datasetSegment)
  const rest = restSegments.map(decodeSegment).join('/')
  if (entry.rest && rest === '') throw badRequest('Missing document id')
  await entry.handler(ctx, { req, res, apiVersion, dataset, rest, search, editor })
}

function existingDataset(ctx: ContentContext, segment: string): string {
  const dataset = checkDataset(decodeSegment(segment))
  if (!ctx.store.hasDataset(dataset)) {
    throw notFound(`Dataset "${dataset}" not found for project ID "${ctx.projectId}"`)
  }
  return dataset
}
