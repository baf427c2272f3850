/**
 * What each method of the site's account clients (services/accounts) sends, read by running it: every
 * method of every service is called over a recording HTTP core that keeps the call it is given and sends
 * nothing. Arguments are stand-ins that print as `{}` in a path; an object argument reports the fields
 * its declared type names (fields.ts), so a body passed through, spread or built from it shows the
 * field names the client would send.
 */
import { Effect, Layer } from 'effect'
import { AiProxyLive } from '../../services/accounts/ai-proxy/AiProxy.ts'
import { CloudLibraryLive } from '../../services/accounts/cloudlib/CloudLibrary.ts'
import { DownloadAssetsLive } from '../../services/accounts/da/DownloadAssets.ts'
import { EcomLive } from '../../services/accounts/ecom/Ecom.ts'
import { AccountsHttp, type AccountsHttpShape, type Call } from '../../services/accounts/http/client.ts'
import { AccountsConfig } from '../../services/accounts/http/config.ts'
import { asCustomer } from '../../services/accounts/http/customer.ts'
import { testSettings } from '../../services/accounts/http/testing.ts'
import { IdentityLive } from '../../services/accounts/identity/Identity.ts'
import { accountServiceTags } from '../../services/accounts/layer.ts'
import { LicenseLive } from '../../services/accounts/license/License.ts'
import { NotificationsLive } from '../../services/accounts/notifications/Notifications.ts'
import { ProfileLive } from '../../services/accounts/profile/Profile.ts'
import { RewardsLive } from '../../services/accounts/rewards/Rewards.ts'
import { parameterFields } from './fields.ts'

export interface ClientCall {
  /** `<service>.<method>`, as the call names itself in logs and traces. */
  readonly name: string
  readonly service: string
  readonly method: string
  /** The path with every argument as `{}` and without a query string. */
  readonly path: string
  readonly auth: Call['auth']
  readonly fields: ReadonlyArray<string>
}

class Recorded {
  readonly call: Call
  constructor(call: Call) {
    this.call = call
  }
}

/** A value that prints as `{}`, reads as itself, and owns exactly `fields`. */
function argument(fields: ReadonlyArray<string>): unknown {
  const target = () => undefined
  const proxy: unknown = new Proxy(target, {
    get: (_, key) => {
      if (key === Symbol.toPrimitive) return () => '{}'
      if (key === 'toString' || key === 'valueOf') return () => '{}'
      // Any field reads as another stand-in, so code that joins, maps or encodes a value goes on.
      return typeof key === 'string' && key !== 'then' && key !== 'toJSON' ? proxy : undefined
    },
    apply: () => proxy,
    ownKeys: () => [...fields],
    getOwnPropertyDescriptor: (_, key) =>
      typeof key === 'string' && fields.includes(key)
        ? { value: proxy, enumerable: true, configurable: true, writable: true }
        : undefined,
  })
  return proxy
}

const recorder: AccountsHttpShape = {
  json: (call) => Effect.die(new Recorded(call)),
  empty: (call) => Effect.die(new Recorded(call)),
  binary: (call) => Effect.die(new Recorded(call)),
}

const layer = Layer.succeed(AccountsHttp, recorder).pipe(
  Layer.merge(Layer.succeed(AccountsConfig, testSettings)),
)

const keysOf = (params: unknown): string[] =>
  params && typeof params === 'object'
    ? Object.keys(params)
    : typeof params === 'function'
      ? Reflect.ownKeys(params).map(String)
      : []

/** Every client method's call, in the order the services and their methods are declared. */
export async function clientCalls(root: string): Promise<ReadonlyArray<ClientCall>> {
  const out: ClientCall[] = []
  for (const tag of Object.values(accountServiceTags)) {
    const live: unknown = await Effect.runPromise(
      Effect.provide(
        (tag as typeof accountServiceTags.Identity).use((service) => Effect.succeed(service)),
        liveLayerOf(tag),
      ) as Effect.Effect<unknown>,
    )
    for (const [name, method] of Object.entries(live as Record<string, (...args: unknown[]) => unknown>)) {
      const declared = parameterFields(root, tag.key, name)
      const args = Array.from({ length: Math.max(method.length, declared.length, 1) }, (_, i) =>
        argument(declared[i] ?? []),
      )
      const effect = method(...args) as Effect.Effect<unknown, unknown, never>
      const exit = await Effect.runPromiseExit(
        asCustomer({ accessToken: 'token', userId: 0 })(effect as Effect.Effect<unknown, unknown>),
      )
      const call = exit._tag === 'Failure' ? findRecorded(exit.cause) : undefined
      if (!call) throw new Error(`${tag.key}.${name} made no call the contract could read`)
      out.push({
        name: call.name,
        service: call.service,
        method: call.method,
        path: call.path.split('?')[0]!,
        auth: call.auth,
        fields: keysOf(call.params).filter(
          (key) => key !== 'length' && key !== 'name' && key !== 'prototype',
        ),
      })
    }
  }
  return out
}

/** The Recorded defect inside a cause, wherever Effect keeps it. */
function findRecorded(value: unknown, depth = 0): Call | undefined {
  if (value instanceof Recorded) return value.call
  if (!value || typeof value !== 'object' || depth > 6) return undefined
  for (const key of Reflect.ownKeys(value)) {
    const found = findRecorded((value as Record<string | symbol, unknown>)[key], depth + 1)
    if (found) return found
  }
  return undefined
}

/** The service's live layer over the recorder: the same `make` effect the site runs. */
function liveLayerOf(tag: (typeof accountServiceTags)[keyof typeof accountServiceTags]) {
  return Layer.provide(liveLayers[tag.key]!, layer)
}

// biome-ignore lint/suspicious/noExplicitAny: each live layer provides its own service; the map only routes by key.
const liveLayers: Record<string, Layer.Layer<any, never, any>> = {
  [accountServiceTags.Identity.key]: IdentityLive,
  [accountServiceTags.License.key]: LicenseLive,
  [accountServiceTags.Ecom.key]: EcomLive,
  [accountServiceTags.Profile.key]: ProfileLive,
  [accountServiceTags.Rewards.key]: RewardsLive,
  [accountServiceTags.Notifications.key]: NotificationsLive,
  [accountServiceTags.DownloadAssets.key]: DownloadAssetsLive,
  [accountServiceTags.CloudLibrary.key]: CloudLibraryLive,
  [accountServiceTags.AiProxy.key]: AiProxyLive,
}
