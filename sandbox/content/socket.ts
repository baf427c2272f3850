/**
 * The realtime socket a Sanity Studio opens for presence (`/v{v}/socket/{dataset}`, Sanity's "bifur"):
 * JSON-RPC over a WebSocket (docs/decisions/167). After `authorization` with the editor token a
 * client may subscribe to `presence` and send `presence_announce` (where its session is), `_rollcall`
 * (ask the others to announce) and `_disconnect`; every subscriber of the dataset hears each of them.
 * A `♥` every 15 s keeps the Studio's connection status green. Only what the Studio sends is
 * implemented; anything else is answered with JSON-RPC's "method not found".
 */
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { isLoopbackOrigin } from './http.ts'
import { editorId } from './project.ts'

const guid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
const heartbeatMs = 15_000
/** Presence messages are small; a bigger frame is a broken or hostile client. */
const maxFrame = 256 * 1024

interface Client {
  readonly socket: Duplex
  readonly dataset: string
  authorized: boolean
  /** Presence subscription id, once subscribed. */
  subscription?: string
  /** Sessions this socket announced, told as gone when it closes. */
  readonly sessions: Set<string>
}

export interface SocketHub {
  /** Handles an HTTP upgrade; false when the path is not a socket path (the caller answers it). */
  upgrade(req: IncomingMessage, socket: Duplex): boolean
  close(): void
}

export function createSocketHub(options: {
  token: () => string
  hasDataset: (name: string) => boolean
}): SocketHub {
  const clients = new Set<Client>()
  const heartbeat = setInterval(() => {
    for (const client of clients) send(client, '♥')
  }, heartbeatMs)
  heartbeat.unref()

  const broadcast = (dataset: string, event: Record<string, unknown>) => {
    for (const other of clients) {
      if (other.dataset !== dataset || !other.subscription) continue
      send(
        other,
        rpc({ method: 'presence_subscription', params: { subscription: other.subscription, result: event } }),
      )
    }
  }

  const onMessage = (client: Client, text: string) => {
    let message: { id?: unknown; method?: unknown; params?: Record<string, unknown> }
    try {
      message = JSON.parse(text)
    } catch {
      send(client, rpc({ id: null, error: { code: -32700, message: 'Parse error' } }))
      return
    }
    const { id, method, params = {} } = message
    const reply = (result: unknown) => send(client, rpc({ id, result }))
    const refuse = (code: number, text: string) => send(client, rpc({ id, error: { code, message: text } }))
    if (method === 'authorization') {
      client.authorized = params.authorization === `Bearer ${options.token()}`
      return client.authorized
        ? reply(true)
        : refuse(4001, 'Unauthorized - Session not found or token invalid')
    }
    if (!client.authorized) return refuse(4001, 'Unauthorized: send authorization first')
    const session = typeof params.session === 'string' ? params.session.slice(0, 100) : undefined
    switch (method) {
      case 'presence_subscribe':
        client.subscription = randomBytes(8).toString('hex')
        return reply(client.subscription)
      case 'presence_unsubscribe':
        client.subscription = undefined
        return reply(true)
      case 'presence_announce': {
        const data = (params.data ?? {}) as { sessionId?: unknown; locations?: unknown }
        if (typeof data.sessionId !== 'string' || !Array.isArray(data.locations))
          return refuse(-32602, 'presence_announce needs data.sessionId and data.locations')
        client.sessions.add(data.sessionId)
        broadcast(client.dataset, {
          type: 'state',
          i: editorId,
          m: { sessionId: data.sessionId, locations: data.locations },
        })
        return reply(true)
      }
      case 'presence_rollcall':
        broadcast(client.dataset, { type: 'rollCall', i: editorId, session })
        return reply(true)
      case 'presence_disconnect':
        if (session) client.sessions.delete(session)
        broadcast(client.dataset, { type: 'disconnect', i: editorId, m: { session } })
        return reply(true)
      default:
        return refuse(-32601, 'Method not found')
    }
  }

  const upgrade = (req: IncomingMessage, socket: Duplex): boolean => {
    const match = /^\/v[^/]+\/socket\/([a-z0-9_-]{1,64})(\?|$)/.exec(req.url ?? '')
    if (!match?.[1]) return false
    const key = req.headers['sec-websocket-key']
    if (req.headers.upgrade?.toLowerCase() !== 'websocket' || typeof key !== 'string') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
      return true
    }
    const origin = req.headers.origin
    if (origin !== undefined && !isLoopbackOrigin(origin)) {
      // As for CORS (decision 013): only pages on this machine may open the socket.
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return true
    }
    if (!options.hasDataset(match[1])) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
      return true
    }
    const accept = createHash('sha1')
      .update(key + guid)
      .digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    const client: Client = { socket, dataset: match[1], authorized: false, sessions: new Set() }
    clients.add(client)
    const gone = () => {
      if (!clients.delete(client)) return
      for (const session of client.sessions)
        broadcast(client.dataset, { type: 'disconnect', i: editorId, m: { session } })
    }
    socket.on('close', gone)
    socket.on('error', () => socket.destroy())
    readFrames(socket, {
      text: (text) => onMessage(client, text),
      ping: (payload) => socket.write(frame(0xa, payload)),
      close: () => {
        socket.end(frame(0x8, Buffer.alloc(0)))
        gone()
      },
    })
    return true
  }

  return {
    upgrade,
    close: () => {
      clearInterval(heartbeat)
      for (const client of clients) client.socket.destroy()
      clients.clear()
    },
  }
}

function rpc(body: Record<string, unknown>): string {
  return JSON.stringify({ jsonrpc: '2.0', ...body })
}

function send(client: Client, text: string): void {
  if (client.socket.writable) client.socket.write(frame(0x1, Buffer.from(text, 'utf8')))
}

/** A final, unmasked frame (servers never mask). */
function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length
  const head =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)])
  return Buffer.concat([head, payload])
}

function bigLength(length: number): Buffer {
  const out = Buffer.alloc(8)
  out.writeBigUInt64BE(BigInt(length))
  return out
}

interface FrameHandlers {
  text(text: string): void
  ping(payload: Buffer): void
  close(): void
}

/** Parses client frames (masked, as RFC 6455 requires); fragmented messages are joined. */
function readFrames(socket: Duplex, handlers: FrameHandlers): void {
  let buffer = Buffer.alloc(0)
  let fragments: Buffer[] = []
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (;;) {
      if (buffer.length < 2) return
      const fin = (buffer[0]! & 0x80) !== 0
      const opcode = buffer[0]! & 0x0f
      const masked = (buffer[1]! & 0x80) !== 0
      let length = buffer[1]! & 0x7f
      let offset = 2
      if (length === 126) {
        if (buffer.length < 4) return
        length = buffer.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (buffer.length < 10) return
        length = Number(buffer.readBigUInt64BE(2))
        offset = 10
      }
      if (!masked || length > maxFrame) {
        socket.destroy()
        return
      }
      if (buffer.length < offset + 4 + length) return
      const mask = buffer.subarray(offset, offset + 4)
      const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + length))
      for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i % 4]!
      buffer = buffer.subarray(offset + 4 + length)
      if (opcode === 0x8) return handlers.close()
      if (opcode === 0x9) handlers.ping(payload)
      else if (opcode === 0x1 || opcode === 0x0) {
        fragments.push(payload)
        if (fin) {
          handlers.text(Buffer.concat(fragments).toString('utf8'))
          fragments = []
        }
      }
    }
  })
}
