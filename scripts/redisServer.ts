/**
 * Starts Debian's `redis-server` on a free port for tests and the local cluster: no persistence, bound to
 * 127.0.0.1, gone when stopped. A missing binary is a clear error, never a silently skipped test.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { freePort } from './ports.ts'

export interface RunningRedis {
  readonly url: string
  readonly process: ChildProcess
  stop(): Promise<void>
}

export const missingRedisMessage =
  "redis-server is not installed: install Debian's package (apt-get install -y redis-server); " +
  'npm start does not need it, only REDIS_URL setups and their tests do'

export async function startRedisServer(port?: number): Promise<RunningRedis> {
  // 0 means "any free port", as for the other processes (redis-server itself reads 0 as "no TCP at all").
  const chosen = port || (await freePort())
  const child = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  await new Promise<void>((ok, fail) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready to accept connections/i.test(output)) {
        child.stdout?.off('data', onData)
        child.stdout?.resume()
        ok()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? new Error(missingRedisMessage) : error),
    )
    child.once('exit', (code) => fail(new Error(`redis-server exited with ${code}:\n${output}`)))
  })
  return {
    url: `redis://127.0.0.1:${chosen}`,
    process: child,
    stop: () =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise((ok) => {
            child.once('exit', () => ok())
            child.kill('SIGTERM')
          }),
  }
}
