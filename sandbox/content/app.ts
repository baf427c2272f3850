/** Assembles the content stand-in: store, seed, listener hub and HTTP server. Used by main.ts and tests. */
import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import type { ContentContext } from './context.ts'
import { LiveHub, serveLiveEvents } from './live.ts'
import { seedIfEmpty } from './seed.ts'
import { SerialQueue } from './serial.ts'
import { createContentServer } from './server.ts'
import { Store } from './store.ts'

export const defaultSeedDir = resolve(import.meta.dirname, 'seed')
export const defaultToken = 'sandbox-editor-token'
export const projectId = 'pulsewave'

export interface ContentSandboxOptions {
  readonly port: number
  readonly dataDir: string
  readonly seedDir?: string
  readonly token?: string
  readonly keepAliveMs?: number
}

export interface ContentSandbox {
  readonly url: string
  readonly server: Server
  readonly context: ContentContext
  readonly seeded: string[]
  close(): Promise<void>
}

export const databaseFile = (dataDir: string) => join(dataDir, 'content.sqlite')
export const assetsDirOf = (dataDir: string) => join(dataDir, 'assets')

export async function startContentSandbox(options: ContentSandboxOptions): Promise<ContentSandbox> {
  mkdirSync(options.dataDir, { recursive: true })
  const store = new Store(databaseFile(options.dataDir))
  const assetsDir = assetsDirOf(options.dataDir)
  let url = ''
  const context: ContentContext = {
    store,
    hub: new LiveHub(() => context, options.keepAliveMs),
    writes: new SerialQueue(),
    token: options.token ?? defaultToken,
    projectId,
    assetsDir,
    publicUrl: () => url,
  }
  let seeded: string[]
  try {
    seeded = seedIfEmpty(store, options.seedDir ?? defaultSeedDir, assetsDir)
  } catch (error) {
    store.close()
    throw error
  }
  const server = createContentServer(context)
  serveLiveEvents(server, context.hub)
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(options.port, '127.0.0.1', () => ok())
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    server,
    context,
    seeded,
    close: async () => {
      context.hub.close()
      server.closeAllConnections()
      await new Promise<void>((ok) => server.close(() => ok()))
      store.close()
    },
  }
}
