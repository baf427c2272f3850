import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

// A generation that would take a minute: only cancelling it can end it within the test.
let accounts: TestAccounts
beforeAll(async () => {
  accounts = await startTestAccounts({ aiDelayMs: 60_000 })
})
afterAll(async () => {
  expect(accounts.unhandled).toEqual([])
  await accounts.close()
})

const counts = async () => (await call(accounts.url, 'GET', '/__sandbox/ai-proxy/generations')).body

it('stops the work when the caller hangs up: counted as aborted, no image made or stored', async () => {
  const { tokens } = await login(accounts.url)
  const caller = new AbortController()
  const pending = fetch(`${accounts.url}/ai-proxy/api/v1/images/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.access.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'never drawn', provider: 'openai', response_format: 'url' }),
    signal: caller.signal,
  })
  await vi.waitFor(async () => expect((await counts()).started).toBe(1))
  caller.abort()
  await expect(pending).rejects.toThrow()
  await vi.waitFor(async () => expect(await counts()).toEqual({ started: 1, completed: 0, aborted: 1 }))
  expect(accounts.server.db.prepare('SELECT COUNT(*) AS n FROM ai_images').get()).toEqual({ n: 0 })
})
