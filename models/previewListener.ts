/**
 * The preview listener's failures (spec §8: "connection, disconnect, channel and message errors for
 * listeners, and 'Query too large for listener' when the URL is over 14800 characters"), as tagged
 * errors like the content client's, so the browser's preview machine can tell them apart
 * (docs/decisions/131). The site's proxy sends them to the browser as `listenerError` events; both
 * sides share this module. Pure and small: no Effect (the preview chunk ships it).
 */

/** Spec §9 "Listener URL limit: 14800". */
export const listenerUrlLimit = 14_800

/** The listener could not connect, or its connection broke (the browser reconnects after 1 s). */
export class ListenerConnectionError extends Error {
  readonly _tag = 'ListenerConnectionError'
  override readonly name = 'ListenerConnectionError'
  /** The content service's HTTP status, when it answered with one. */
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.status = status
  }
}

/** The content service told the listener to go away (`disconnect`): it must not reconnect by itself. */
export class ListenerDisconnectError extends Error {
  readonly _tag = 'ListenerDisconnectError'
  override readonly name = 'ListenerDisconnectError'
}

/** The content service refused the listener's channel (`channelError`, e.g. a query it cannot listen to). */
export class ListenerChannelError extends Error {
  readonly _tag = 'ListenerChannelError'
  override readonly name = 'ListenerChannelError'
}

/** A message the listener sent could not be read, or was an `error` message: one event may be lost. */
export class ListenerMessageError extends Error {
  readonly _tag = 'ListenerMessageError'
  override readonly name = 'ListenerMessageError'
}

/** The listen URL (query and parameters) is over the limit; no request was made. */
export class ListenerQueryTooLarge extends Error {
  readonly _tag = 'ListenerQueryTooLarge'
  override readonly name = 'ListenerQueryTooLarge'
  constructor() {
    super('Query too large for listener')
  }
}

export type ListenerError =
  | ListenerConnectionError
  | ListenerDisconnectError
  | ListenerChannelError
  | ListenerMessageError
  | ListenerQueryTooLarge

export type ListenerErrorTag = ListenerError['_tag']

/** The SSE event name the proxy uses (not `error`, which EventSource keeps for its own failures). */
export const listenerErrorEvent = 'listenerError'

/** One event-stream block carrying `error` to the browser. */
export function listenerErrorBlock(error: ListenerError): string {
  const status = error instanceof ListenerConnectionError ? error.status : undefined
  const data = { _tag: error._tag, message: error.message, ...(status ? { status } : {}) }
  return `event: ${listenerErrorEvent}\ndata: ${JSON.stringify(data)}\n\n`
}

/** The error a `listenerError` event's data describes; data it cannot read is itself a message error. */
export function listenerErrorFrom(data: string): ListenerError {
  let value: { _tag?: unknown; message?: unknown; status?: unknown }
  try {
    value = JSON.parse(data) ?? {}
  } catch {
    return new ListenerMessageError('Unable to parse listener error message')
  }
  const message = typeof value.message === 'string' ? value.message : ''
  switch (value._tag) {
    case 'ListenerConnectionError':
      return new ListenerConnectionError(message, typeof value.status === 'number' ? value.status : undefined)
    case 'ListenerDisconnectError':
      return new ListenerDisconnectError(message)
    case 'ListenerChannelError':
      return new ListenerChannelError(message)
    case 'ListenerQueryTooLarge':
      return new ListenerQueryTooLarge()
    default:
      return new ListenerMessageError(message || 'Unreadable listener error')
  }
}

/**
 * Whether reconnecting can help: a broken connection or a busy or failing service, yes; a refused
 * request (4xx), a disconnect, a refused channel or a query over the limit will fail the same way again.
 */
export function reconnectable(error: ListenerError): boolean {
  if (!(error instanceof ListenerConnectionError)) return false
  const { status } = error
  return status === undefined || status === 429 || status >= 500
}
