/**
 * The site's one logger (docs/operations.md, decision 222): pino, one JSON object per line on stdout,
 * written asynchronously so a busy request path never waits for the pipe. `LOG_LEVEL` picks the least
 * severe line written; `LOG_FORMAT=pretty` (or `auto` on a terminal) turns the same lines into short
 * human ones. Every line about a request carries its id as `req`.
 */
import { pino } from 'pino'
import { type Env, setting } from '../../config/read.ts'

export type Logger = pino.Logger

const colours: Record<string, string> = { warn: '\x1b[33m', error: '\x1b[31m', fatal: '\x1b[31m' }
const reserved = new Set(['level', 'time', 'pid', 'hostname', 'msg'])

/** One short line per record: time, level, message, then the fields as key=value. */
export function prettyLine(json: string, colour = true): string {
  const record = JSON.parse(json) as Record<string, unknown>
  const level = String(record.level)
  const time = typeof record.time === 'string' ? record.time.slice(11, 23) : ''
  const fields = Object.entries(record)
    .filter(([key]) => !reserved.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ')
  const name = level.toUpperCase().padEnd(5)
  const shown = colour && colours[level] ? `${colours[level]}${name}\x1b[0m` : name
  return `${time} ${shown} ${record.msg ?? ''}${fields ? ` ${fields}` : ''}\n`
}

function destination(format: 'json' | 'pretty'): pino.DestinationStream {
  // Asynchronous: sonic-boom writes whatever piled up since its last write in one call.
  const out = pino.destination({ dest: 1, sync: false })
  if (format === 'json') return out
  return {
    write: (line: string) => out.write(prettyLine(line, process.stdout.isTTY === true)),
    flush: () => out.flush(),
  } as pino.DestinationStream
}

export function createLogger(env: Env = process.env): Logger {
  const chosen = setting('LOG_FORMAT', env)
  const format = chosen === 'auto' ? (process.stdout.isTTY ? 'pretty' : 'json') : chosen
  return pino(
    {
      level: setting('LOG_LEVEL', env),
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { pid: process.pid },
      // "level":"warn" reads better in a log search than pino's default number.
      formatters: { level: (label) => ({ level: label }) },
    },
    destination(format),
  )
}

/** The process's logger: one module graph (the server bundle), one logger. */
export const log: Logger = createLogger()

/** Writes what is still buffered; the site awaits it when it closes, before the process exits. */
export function flushLogs(logger: Logger = log): Promise<void> {
  return new Promise((resolve) => {
    try {
      logger.flush(() => resolve())
    } catch {
      // stdout is gone already: nothing left to save.
      resolve()
    }
  })
}
