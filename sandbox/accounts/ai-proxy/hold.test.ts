import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

// Generations answer at once here, unless held: then only the caller leaving ends one.
let accounts: TestAccounts
beforeAll(async () => {
  accounts = await startTestAccounts({ aiDelayMs: 0 })
})
afterAll(async () => {
  expect(accounts.unhandled).toEqual([])
  await accounts.close()
})

const counts = async () => (await call(accounts.url, 'GET', '/__sandbox/ai-proxy/generations')).body

async function generator(prompt: string) {
  const { tokens } = await login(accounts.url)
  return (signal?: AbortSignal) =>
    fetch(`${accounts.url}/ai-proxy/api/v1/images/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt, provider: 'openai', response_format: 'url' }),
      ...(signal ? { signal } : {}),
    })
}

it('holds a generation until its caller leaves, and a reset lets the next one through', async () => {
  const generate = await generator('a held fox')
  expect(
    (await call(accounts.url, 'POST', '/__sandbox/ai-proxy/hold', { json: { held: true } })).body,
  ).toEqual({
    held: true,
  })
  const caller = new AbortController()
  const pending = generate(caller.signal)
  await vi.waitFor(async () => expect((await counts()).started).toBe(1))
  // Held: still unanswered well after the configured delay (0 ms) has passed.
  const state = await Promise.race([
    pending.then(() => 'answered'),
    new Promise((r) => setTimeout(r, 300, 'held')),
  ])
  expect(state).toBe('held')
  caller.abort()
  await expect(pending).rejects.toThrow()
  await vi.waitFor(async () => expect(await counts()).toEqual({ started: 1, completed: 0, aborted: 1 }))

  expect((await call(accounts.url, 'POST', '/__sandbox/ai-proxy/hold', { json: {} })).status).toBe(400)
  await call(accounts.url, 'POST', '/__sandbox/ai-proxy/reset')
  expect((await generate()).status).toBe(200)
  expect(await counts()).toEqual({ started: 1, completed: 1, aborted: 0 })
})

it('lets held generations finish when the hold is lifted', async () => {
  await call(accounts.url, 'POST', '/__sandbox/ai-proxy/reset')
  const generate = await generator('a released fox')
  await call(accounts.url, 'POST', '/__sandbox/ai-proxy/hold', { json: { held: true } })
  const pending = generate()
  await vi.waitFor(async () => expect((await counts()).started).toBe(1))
  expect((await counts()).completed).toBe(0)
  await call(accounts.url, 'POST', '/__sandbox/ai-proxy/hold', { json: { held: false } })
  expect((await pending).status).toBe(200)
  expect(await counts()).toEqual({ started: 1, completed: 1, aborted: 0 })
})
