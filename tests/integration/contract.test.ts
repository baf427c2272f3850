import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { specCalls } from '../contract/spec-calls.ts'
import { type Contract, contract, contractPath, renderContract, standing } from '../contract/table.ts'

const root = resolve(import.meta.dirname, '../..')

describe('the contract table (docs/contract.md)', () => {
  let found: Contract
  beforeAll(async () => {
    found = await contract(root)
  })

  it('has one row per specification call, each made by a client method', () => {
    expect(found.rows.map((r) => `${r.spec.service} ${r.spec.method} ${r.spec.path}`)).toEqual(
      specCalls.map((c) => `${c.service} ${c.method} ${c.path}`),
    )
    expect(found.rows.filter((r) => !r.client).map((r) => `${r.spec.method} ${r.spec.path}`)).toEqual([])
  })

  it('has a caller in the site for every call, or a decision that says why not', () => {
    expect(
      found.rows.filter((r) => standing(r) === 'missing').map((r) => `${r.spec.method} ${r.spec.path}`),
    ).toEqual([])
    for (const row of found.rows.filter((r) => standing(r) === 'decided'))
      expect(row.spec.why).toMatch(/decision \d{3}/)
  })

  it('reads what the clients send: §3 fields, auth kinds and the callers of a known call', () => {
    const row = (method: string, path: string) =>
      found.rows.find((r) => r.spec.method === method && r.spec.path === path)!
    const update = row('PUT', '{me}/paymentmethods/{token}')
    expect([update.client?.name, update.client?.auth, update.client?.fields]).toEqual([
      'ecom.updatePaymentMethod',
      'bearer',
      ['nonce', 'device_data', 'billing_address_id'],
    ])
    expect(update.callers.map((c) => c.file)).toContain('src/account/commerce/responses.server.ts')
    expect(row('POST', '/api/v1/me/logout').client?.auth).toBe('none')
    expect(row('POST', '/api/v1/login').client?.auth).toBe('basic')
    expect(row('POST', '/api/v1/referralcode/{code}/log').client?.fields).toEqual([
      'referrer_user_id',
      'referee_user_id',
      'voucher_id',
      'product_id',
      'voucher_type_id',
      'voucher_batch_id',
    ])
  })

  it('is committed as the code generates it (npm run docs:contract)', () => {
    expect(readFileSync(contractPath(root), 'utf8')).toBe(renderContract(found))
  })
})
