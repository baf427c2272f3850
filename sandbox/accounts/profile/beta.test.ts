import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
const token: Record<string, string> = {}
beforeAll(async () => {
  accounts = await startTestAccounts()
  token.ana = (await login(accounts.url)).tokens.access.token
  token.ben = (await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
  token.cleo = (await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
})
afterAll(() => accounts.close())

const mine = '/profile/api/v1/me/betaprograms'
const join = (who: string, id: unknown) =>
  call(accounts.url, 'POST', mine, { bearer: token[who], json: { beta_program_id: id } })

describe('beta programs', () => {
  it('lists the open programs without download addresses', async () => {
    const list = await call(accounts.url, 'GET', '/profile/api/v1/betaprograms')
    expect(list.body.items.map((p: { id: number }) => p.id)).toEqual([1, 2])
    expect(list.body.items.every((p: { download_url: unknown }) => p.download_url === null)).toBe(true)
    expect(list.body.items[0].qualifying_license_type_ids).toEqual([101])
  })

  it('lets a studio subscriber join the studio beta and shows its download address', async () => {
    const joined = await join('ana', 1)
    expect(joined.status).toBe(201)
    expect(joined.body).toMatchObject({ active: true, banned: false, beta_program: { id: 1, active: true } })
    expect(joined.body.beta_program.download_url).toMatch(/^https:\/\/downloads\.example\.com\/beta\//)
    expect((await join('ana', '1')).status).toBe(200)
    const list = await call(accounts.url, 'GET', mine, { bearer: token.ana })
    expect(list.body.items).toEqual([joined.body])
  })

  it('refuses customers without a qualifying licence and says which one qualifies', async () => {
    const trial = await join('ben', 1)
    expect([trial.status, trial.body.code]).toEqual([403, 2000])
    expect(trial.body.error).toContain('studio subscription (101)')
    expect(trial.body.error).toContain('you hold: studio trial (103), sample subscription (201)')
    const none = await join('cleo', 2)
    expect(none.body.error).toContain('you hold: none')
    expect((await join('ben', 2)).status).toBe(201)
  })

  it('refuses missing, malformed, unknown and closed programs', async () => {
    expect((await call(accounts.url, 'POST', mine, { bearer: token.ana, json: {} })).body.code).toBe(2013)
    expect((await join('ana', 'one')).body.code).toBe(2012)
    expect((await join('ana', 99)).body.code).toBe(1004)
    expect((await join('ana', 3)).body.code).toBe(1004)
  })

  it('leaves a program, 404 when not a member; a ban outlives leaving', async () => {
    expect((await call(accounts.url, 'DELETE', `${mine}/2`, { bearer: token.ben })).status).toBe(204)
    expect((await call(accounts.url, 'DELETE', `${mine}/2`, { bearer: token.ben })).status).toBe(404)
    await join('ben', 2)
    accounts.server.db.prepare('UPDATE profile_beta_members SET banned = 1 WHERE user_id = 1002').run()
    const list = await call(accounts.url, 'GET', mine, { bearer: token.ben })
    expect(list.body.items[0]).toMatchObject({ banned: true, beta_program: { download_url: null } })
    expect((await call(accounts.url, 'DELETE', `${mine}/2`, { bearer: token.ben })).status).toBe(204)
    const again = await join('ben', 2)
    expect([again.status, again.body.error]).toEqual([
      403,
      'You are banned from the beta program Sample 2.1 beta',
    ])
  })

  it('validateall deactivates memberships whose licence lapsed, reading the licence table when it exists', async () => {
    const { db } = accounts.server
    // The licence module's own table, with ana's licences replaced by what this test needs.
    db.exec('DELETE FROM license_activations; DELETE FROM licenses WHERE user_id = 1001')
    db.prepare(
      'INSERT INTO licenses (user_id, license_type_id, deleted) VALUES (1001, 101, 1), (1001, 202, 0)',
    ).run()
    const checked = await call(accounts.url, 'POST', `${mine}/validateall`, { bearer: token.ana })
    expect(checked.body.items).toEqual([
      expect.objectContaining({
        active: false,
        beta_program: expect.objectContaining({ id: 1, download_url: null }),
      }),
    ])
    db.prepare('UPDATE licenses SET deleted = 0 WHERE license_type_id = 101').run()
    const back = await call(accounts.url, 'POST', `${mine}/validateall`, { bearer: token.ana })
    expect(back.body.items[0].active).toBe(true)
    expect(accounts.unhandled).toEqual([])
  })
})
