/**
 * Helpers for the commerce end-to-end tests: the demo customers, a session put straight into a browser
 * context (password login through the live Identity client), the stand-in's order/redemption records,
 * the text of an invoice PDF, axe, and screenshots.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { inflateSync } from 'node:zlib'
import { Effect, Exit } from 'effect'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { accountsSettingsFromEnv } from '../../../services/accounts/http/config.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../../services/accounts/layer.ts'
import { cookieNames } from '../../../src/identity/cookies.ts'
import type { PageHandle } from './browser.ts'
import { sandbox } from './identity.ts'

export const customers = {
  ana: { id: 1001, email: 'ana@example.com', password: 'Studio-Demo-1' },
  ben: { id: 1002, email: 'ben@example.com', password: 'Studio-Demo-2' },
  cleo: { id: 1003, email: 'cleo@example.com', password: 'Studio-Demo-3' },
} as const
export type Customer = keyof typeof customers

let layer: ReturnType<typeof accountServicesLayer> | undefined
/** The account services of the suite's stack, built on first use (a deployment replay never uses it). */
export const liveLayer = () => {
  layer ??= accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv')))
  return layer
}

/** Password login through the live Identity client: the tokens a signed-in browser would hold. */
export async function loginTokens(who: Customer) {
  const { email, password } = customers[who]
  const exit = await Effect.runPromiseExit(
    Identity.use((i) => i.login({ email_address: email, password })).pipe(Effect.provide(liveLayer())),
  )
  if (!Exit.isSuccess(exit)) throw new Error(`login of ${who} failed: ${String(exit.cause)}`)
  return exit.value.tokens
}

/** Puts a fresh session of `who` into the page's context, as the site's sign-in would have. */
export async function signedIn(handle: PageHandle, who: Customer): Promise<void> {
  const tokens = await loginTokens(who)
  const url = handle.baseUrl
  await handle.context.addCookies([
    {
      name: cookieNames.access,
      value: encodeURIComponent(tokens.access.token),
      url,
      httpOnly: true,
      sameSite: 'Lax',
    },
    {
      name: cookieNames.refresh,
      value: encodeURIComponent(tokens.refresh.token),
      url,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
}

export interface Records {
  readonly orders: number
  readonly transactions: number
  readonly redemptions: number
  readonly payment_methods: number
}

export async function records(who: Customer): Promise<Records> {
  const answer = (await sandbox('GET', `/ecom/records?user_id=${customers[who].id}`)) as { items: Records[] }
  return answer.items[0]!
}

/** The text a PDF viewer would show: pdf-lib writes Flate streams whose strings are hex (`<…> Tj`). */
export function pdfText(bytes: Buffer): string {
  const out: string[] = []
  for (const match of bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      content = match[1]!
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      out.push(Buffer.from(text[1]!, 'hex').toString('latin1'))
  }
  return out.join('\n')
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe
    return (await axe.run()).violations.map((v) => v.id)
  })
}

const screens = resolve(import.meta.dirname, '../../../reports/screens')

/** Full-page screenshots of the current page at phone and desktop widths. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screens, { recursive: true })
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
    await page.screenshot({ path: resolve(screens, `commerce-${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}
