/**
 * Every call of the download-assets, cloud-library and AI-proxy clients against the stand-ins, through
 * the live layer the site builds (services/accounts/layer.ts), signed in as ana and as a new customer
 * who holds nothing.
 */
import { Cause, Effect, Exit } from 'effect'
import { describe, expect, inject, it } from 'vitest'
import { AiProxy } from '../../services/accounts/ai-proxy/AiProxy.ts'
import { CloudLibrary } from '../../services/accounts/cloudlib/CloudLibrary.ts'
import { DownloadAssets } from '../../services/accounts/da/DownloadAssets.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { asCustomer } from '../../services/accounts/http/customer.ts'
import type { Credentials } from '../../services/accounts/http/request.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { type AccountServices, accountServicesLayer } from '../../services/accounts/layer.ts'
import { demoCustomers, sandbox } from './support/identity.ts'
import { type NewCustomer, newCustomer } from './support/newCustomer.ts'

const layer = accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv')))
const run = <A, E>(effect: Effect.Effect<A, E, AccountServices>) =>
  Effect.runPromiseExit(Effect.provide(effect, layer))
const ok = async <A, E>(effect: Effect.Effect<A, E, AccountServices>): Promise<A> => {
  const exit = await run(effect)
  if (Exit.isFailure(exit)) throw new Error(Cause.pretty(exit.cause))
  return exit.value
}
const failureOf = async <A, E>(effect: Effect.Effect<A, E, AccountServices>) => {
  const exit = await run(effect)
  const error = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : undefined
  return error?._tag === 'Some'
    ? (error.value as { _tag: string; status?: number; code?: number })
    : undefined
}

async function credentialsOf(who: { email: string; password: string }): Promise<Credentials> {
  const { tokens } = await ok(
    Identity.use((i) => i.login({ email_address: who.email, password: who.password })),
  )
  return { accessToken: tokens.access.token, userId: 0 }
}

const anaFile = '5b1e0c2a-7d4f-4e8b-9a61-0a1f00001002'

const ana = () => credentialsOf(demoCustomers.ana)
// Not cleo: her redeemed voucher (account-commerce) grants her a licence when that file runs first.
let nobody: Promise<NewCustomer> | undefined
const stranger = async () => {
  nobody ??= newCustomer('holds-nothing')
  return credentialsOf(await nobody)
}

describe('download-assets, cloud-library and AI-proxy calls against the stand-ins', () => {
  // Each call signs in afresh: no test depends on how long an earlier token lives.

  it('downloads an installer with the core pack, and the history lists it first', async () => {
    const a = await ana()
    const link = await ok(
      DownloadAssets.use((da) =>
        da
          .downloadInstaller({ app: 'studio', version: '2.3.1', os: 'win', includeCorePack: true })
          .pipe(asCustomer(a)),
      ),
    )
    expect(link).toMatchObject({ app_version: '2.3.1', include_core_pack: true })
    const file = await fetch(link.url)
    expect([file.status, Number(file.headers.get('content-length'))]).toEqual([200, link.file_size])
    const history = await ok(DownloadAssets.use((da) => da.listInstallerDownloads().pipe(asCustomer(a))))
    expect(history.items[0]).toMatchObject({
      app_name: 'studio',
      app_version: '2.3.1',
      os: 'win',
      include_core_pack: true,
    })
  })

  it('lists assets with filters, links a resource both ways, and emails a link', async () => {
    const a = await ana()
    const c = await stranger()
    const packs = await ok(
      DownloadAssets.use((da) =>
        da.listAssets({ type: 'soundpack', host_app_name: 'studio' }).pipe(asCustomer(a)),
      ),
    )
    expect(packs.items.map((a) => a.type)).toEqual(packs.items.map(() => 'soundpack'))
    const pack = packs.items.find((a) => a.name === 'Night Shift Drums')
    const resource = pack?.resources?.[0]
    expect(resource).toBeDefined()
    const byAsset = await ok(
      DownloadAssets.use((da) => da.downloadAssetResource(pack!.id, resource!.id).pipe(asCustomer(a))),
    )
    const alone = await ok(DownloadAssets.use((da) => da.downloadResource(resource!.id).pipe(asCustomer(a))))
    for (const link of [byAsset, alone]) {
      const file = await fetch(link.url)
      expect([file.status, Number(file.headers.get('content-length'))]).toEqual([200, resource!.file_size])
    }
    await ok(DownloadAssets.use((da) => da.emailResourceLink(resource!.id).pipe(asCustomer(a))))
    const outbox = (await sandbox('GET', '/da/outbox')) as {
      items: { email_address: string; resource_id: number }[]
    }
    expect(outbox.items.at(-1)).toMatchObject({
      email_address: demoCustomers.ana.email,
      resource_id: resource!.id,
    })
    // A customer who owns no product: the list is empty and the resource is refused.
    await expect(ok(DownloadAssets.use((da) => da.listAssets().pipe(asCustomer(c))))).resolves.toEqual({
      items: [],
    })
    await expect(
      failureOf(DownloadAssets.use((da) => da.downloadResource(resource!.id).pipe(asCustomer(c)))),
    ).resolves.toMatchObject({
      _tag: 'AccessDenied',
      code: 2000,
    })
  })

  it('gets a cloud file whose signed request downloads it; another customer gets a 404', async () => {
    const a = await ana()
    const c = await stranger()
    const file = await ok(CloudLibrary.use((cl) => cl.getFile(anaFile).pipe(asCustomer(a))))
    expect(file).toMatchObject({ file_name: 'Kick 808.wav', mime_type: 'audio/wav' })
    const bytes = await fetch(file.download.request.url, { method: file.download.request.method })
    expect([bytes.status, (await bytes.arrayBuffer()).byteLength]).toEqual([200, file.size])
    await expect(
      failureOf(CloudLibrary.use((cl) => cl.getFile(anaFile).pipe(asCustomer(c)))),
    ).resolves.toMatchObject({
      status: 404,
    })
  })

  it('tells eligibility with its reason, generates an image, and refuses HTML and the ineligible', async () => {
    const a = await ana()
    const c = await stranger()
    await expect(
      ok(AiProxy.use((ai) => ai.getProviderStatus('openai').pipe(asCustomer(a)))),
    ).resolves.toMatchObject({
      eligibility: { generate_images: true },
    })
    await expect(
      ok(AiProxy.use((ai) => ai.getProviderStatus('openai').pipe(asCustomer(c)))),
    ).resolves.toMatchObject({
      eligibility: { generate_images: false, reason: 'no_license' },
    })
    const input = {
      prompt: 'neon city at dusk',
      provider: 'openai',
      resolution: '256x256',
      responseFormat: 'b64_json',
    } as const
    const image = await ok(AiProxy.use((ai) => ai.generateImage(input).pipe(asCustomer(a))))
    const [a2, c2] = [await ana(), await stranger()]
    expect(
      Buffer.from(image.b64_image ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
    await expect(
      failureOf(
        AiProxy.use((ai) => ai.generateImage({ ...input, prompt: '<b>loud</b>' }).pipe(asCustomer(a2))),
      ),
    ).resolves.toMatchObject({ code: 5023 })
    await expect(
      failureOf(AiProxy.use((ai) => ai.generateImage(input).pipe(asCustomer(c2)))),
    ).resolves.toMatchObject({
      _tag: 'AccessDenied',
      code: 2000,
    })
  })
})
