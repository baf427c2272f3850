/**
 * The local cluster's load balancer: node:http, round robin over the site instances, no stickiness (the
 * instances share sessions' renewal through Redis, so any of them may answer any request). A request
 * whose instance refuses the connection goes to the next one; other upstream failures answer 502.
 */
import {
  Agent,
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'

export interface RunningBalancer {
  readonly url: string
  /** Requests sent to each instance, in the order of `upstreams`. */
  readonly sent: readonly number[]
  stop(): Promise<void>
}

export async function startBalancer(port: number, upstreams: readonly string[]): Promise<RunningBalancer> {
  const targets = upstreams.map((url) => new URL(url))
  const sent = targets.map(() => 0)
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  let next = 0

  const pass = (incoming: IncomingMessage, outgoing: ServerResponse, attempt: number) => {
    const index = next++ % targets.length
    const target = targets[index]!
    sent[index] = (sent[index] ?? 0) + 1
    const upstream = forward(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        // Raw headers keep every Set-Cookie line as the instance sent it.
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // A refused connection sent nothing: the body was not read yet only for requests without one.
      const bodiless = incoming.method === 'GET' || incoming.method === 'HEAD'
      if (error.code === 'ECONNREFUSED' && bodiless && attempt + 1 < targets.length) {
        pass(incoming, outgoing, attempt + 1)
      } else if (!outgoing.headersSent) {
        outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad gateway\n')
      } else {
        outgoing.destroy()
      }
    })
    incoming.pipe(upstream)
  }

  const server: Server = createServer((incoming, outgoing) => pass(incoming, outgoing, 0))
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => ok())
  })
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${bound}`,
    sent,
    stop: () =>
      new Promise((ok) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => ok())
      }),
  }
}
