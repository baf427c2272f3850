import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { call, login, startTestAccounts } from '../test-support.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'accounts-license-seed-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const counts = (db: import('node:sqlite').DatabaseSync) =>
  Object.fromEntries(
    ['license_products', 'licenses', 'license_activations', 'license_serials'].map((table) => [
      table,
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    ]),
  )

describe('the licence seed', () => {
  it('survives a restart: nothing doubled, nothing a customer changed undone', async () => {
    const first = await startTestAccounts({ dataDir })
    const seeded = counts(first.server.db)
    const ana = (await login(first.url)).tokens.access.token
    const started = await call(first.url, 'POST', '/license/api/v1/me/licenses/authorizations', {
      bearer: ana,
      json: {
        action: 'deactivate',
        app_name: 'studio',
        app_version: '2.3.1',
        host_machine_id: 'ana-studio-pc-88d0',
        license_id: 1,
      },
    })
    await call(
      first.url,
      'PUT',
      `/license/api/v1/me/licenses/authorizations/${started.body.authorization_id}`,
      {
        bearer: ana,
        json: { status_code: 0 },
      },
    )
    const registered = await call(first.url, 'POST', '/license/api/v1/me/products', {
      bearer: ana,
      json: { product_serial_number: 'DJPRO-PERM-0001-L1M2' },
    })
    expect(registered.status).toBe(201)
    const before = (await call(first.url, 'GET', '/license/api/v1/me/licenses', { bearer: ana })).body
    await first.close()

    const second = await startTestAccounts({ dataDir })
    try {
      expect(counts(second.server.db)).toEqual({
        ...seeded,
        license_products: seeded.license_products! + 1,
        licenses: seeded.licenses! + 1,
        license_activations: seeded.license_activations! - 1,
      })
      const token = (await login(second.url)).tokens.access.token
      const after = (await call(second.url, 'GET', '/license/api/v1/me/licenses', { bearer: token })).body
      expect(after).toEqual(before)
      expect(after.items[0].activations).toHaveLength(1)
      const reused = await call(second.url, 'POST', '/license/api/v1/me/products', {
        bearer: token,
        json: { product_serial_number: 'DJPRO-PERM-0001-L1M2' },
      })
      expect(reused.status).toBe(409)
    } finally {
      await second.close()
    }
  })
})
