import { describe, expect, it } from 'vitest'
import {
  ListenerChannelError,
  ListenerConnectionError,
  ListenerDisconnectError,
  type ListenerError,
  ListenerMessageError,
  ListenerQueryTooLarge,
  listenerErrorBlock,
  listenerErrorFrom,
  reconnectable,
} from './previewListener.ts'

const dataOf = (block: string) => /^data: (.*)$/m.exec(block)?.[1] ?? ''

describe('listener errors across the event stream', () => {
  it('arrive in the browser as the same tagged error', () => {
    const sent: ListenerError[] = [
      new ListenerConnectionError('refused', 503),
      new ListenerDisconnectError('Server disconnected client: forbidden'),
      new ListenerChannelError('Query is not listenable'),
      new ListenerMessageError('Too many events'),
      new ListenerQueryTooLarge(),
    ]
    for (const error of sent) {
      const block = listenerErrorBlock(error)
      expect(block).toMatch(/^event: listenerError\ndata: .*\n\n$/)
      const back = listenerErrorFrom(dataOf(block))
      expect(back).toBeInstanceOf(error.constructor)
      expect([back._tag, back.message]).toEqual([error._tag, error.message])
    }
    expect(listenerErrorFrom(dataOf(listenerErrorBlock(sent[0] as ListenerError)))).toMatchObject({
      status: 503,
    })
    expect(new ListenerQueryTooLarge().message).toBe('Query too large for listener')
  })

  it('an unreadable or unknown error is a message error', () => {
    expect(listenerErrorFrom('{oops')).toBeInstanceOf(ListenerMessageError)
    expect(listenerErrorFrom('{"_tag":"Other","message":"x"}')).toBeInstanceOf(ListenerMessageError)
    expect(listenerErrorFrom('null')).toBeInstanceOf(ListenerMessageError)
  })

  it('only a broken connection or a busy service is worth reconnecting to', () => {
    expect(reconnectable(new ListenerConnectionError('lost'))).toBe(true)
    expect(reconnectable(new ListenerConnectionError('busy', 429))).toBe(true)
    expect(reconnectable(new ListenerConnectionError('down', 502))).toBe(true)
    expect(reconnectable(new ListenerConnectionError('refused', 400))).toBe(false)
    expect(reconnectable(new ListenerConnectionError('no token', 401))).toBe(false)
    expect(reconnectable(new ListenerDisconnectError('bye'))).toBe(false)
    expect(reconnectable(new ListenerChannelError('no'))).toBe(false)
    expect(reconnectable(new ListenerQueryTooLarge())).toBe(false)
  })
})
