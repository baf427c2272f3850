import { describe, expect, it } from 'vitest'
import type { CustomerOutcome } from '../../identity/customer.server.ts'
import { signInHref } from '../../identity/signInHref.ts'
import { type Answer, answerOf, type Handled, respond } from './answer.server.ts'

const page = (accept?: string) =>
  new Request('https://www.example.com/api/account/command/x', {
    method: 'POST',
    headers: accept ? { accept } : {},
  })
const asJson = page('text/html, application/json')
const asForm = page()

const outcome = <A>(result: CustomerOutcome<A>['result'], signedIn = true) => {
  let delivered = 0
  const o: CustomerOutcome<A> = { result, signedIn, cookies: ['at=new'], deliver: () => (delivered += 1) }
  return { o, delivered: () => delivered }
}

const answers: ReadonlyArray<Answer> = [
  { kind: 'done', done: 'saved' },
  { kind: 'refused', failure: { _tag: 'ApiError', status: 400, code: 2013 } },
  { kind: 'problem', failure: { _tag: 'NetworkError' } },
  { kind: 'signedOut' },
  { kind: 'see', location: 'https://files.example.com/a.exe' },
]

describe('the answer to an account POST', () => {
  it("tells the page's script what happened, with the status that says it", async () => {
    const seen = await Promise.all(
      answers.map(async (answer) => {
        const response = respond(asJson, '/account', { answer })
        return [response.status, response.headers.get('content-type'), await response.json()]
      }),
    )
    expect(seen).toEqual([
      [200, 'application/json', { ok: true }],
      [400, 'application/json', { ok: false, failure: { _tag: 'ApiError', status: 400, code: 2013 } }],
      [200, 'application/json', { ok: false, failure: { _tag: 'NetworkError' } }],
      [401, 'application/json', { ok: false, signedOut: true, failure: { _tag: 'InvalidRefreshToken' } }],
      [200, 'application/json', { ok: true, location: 'https://files.example.com/a.exe' }],
    ])
  })

  it('sends a form without JavaScript back to its page, to sign-in, or on', () => {
    const back = '/account/subscriptions?form=plan'
    const locations = answers.map((answer) => {
      const response = respond(asForm, back, { answer })
      expect(response.status).toBe(303)
      return response.headers.get('location')
    })
    expect(locations).toEqual([
      '/account/subscriptions?form=plan&done=saved',
      '/account/subscriptions?form=plan&problem=ApiError.2013',
      '/account/subscriptions?form=plan&problem=NetworkError',
      signInHref(back),
      'https://files.example.com/a.exe',
    ])
    expect(respond(asForm, '/account', { answer: answers[0] as Answer }).headers.get('location')).toBe(
      '/account?done=saved',
    )
  })

  it("delivers the call's renewed tokens, sends its cookies and the extra ones, and is never cached", () => {
    const call = outcome({ ok: true, value: 1 })
    const handled: Handled = { ...answerOf(call.o, () => answers[0] as Answer), cookies: ['extra=1'] }
    const response = respond(asForm, '/account', handled)
    expect(call.delivered()).toBe(1)
    expect(response.headers.getSetCookie()).toEqual(['at=new', 'extra=1'])
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it("is signed out when the customer's session ended, whatever the call answered", () => {
    const ended = outcome({ ok: true, value: 1 }, false)
    expect(answerOf(ended.o, () => answers[0] as Answer).answer).toEqual({ kind: 'signedOut' })
    const refused = outcome({ ok: false, failure: { _tag: 'ApiError', status: 409 } })
    expect(answerOf(refused.o, () => answers[0] as Answer).answer).toEqual({
      kind: 'problem',
      failure: { _tag: 'ApiError', status: 409 },
    })
  })
})
