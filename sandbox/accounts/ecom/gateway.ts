/**
 * The payment gateway: `POST /api/v1/paymentgateway/token` gives a client token, and the hosted card
 * form (`/hosted/card-form`) turns a test card into a single-use nonce, sending the browser back to the
 * site with `nonce` and `device_data` in the query. The site never sees a card number.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../core/db.ts'
import { html, json, redirect } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { isExpired, isoDate } from './common.ts'
import { cardFormPage, gatewayErrorPage } from './hosted-page.ts'

export const provider = 'sandbox'
const clientTokenTtl = 24 * 3600
const nonceTtl = 3 * 3600

/** Test cards by number. Any other number is refused by the form. */
export const testCards: Readonly<Record<string, { readonly cardType: string; readonly declines: boolean }>> =
  {
    '4111111111111111': { cardType: 'Visa', declines: false },
    '5555555555554444': { cardType: 'MasterCard', declines: false },
    '4000000000000002': { cardType: 'Visa', declines: true },
  }

export const maskNumber = (number: string) => `${number.slice(0, 6)}******${number.slice(-4)}`

export const text = (source: Record<string, unknown>, name: string) => {
  const value = source[name]
  return typeof value === 'string' ? value.trim() : ''
}

export function clientTokenUser(db: Db, token: string, now: number): number | undefined {
  const row = db.prepare('SELECT user_id, expires_at FROM ecom_client_tokens WHERE token = ?').get(token) as
    | { user_id: number; expires_at: number }
    | undefined
  return row && row.expires_at > now ? row.user_id : undefined
}

export function registerGateway(
  router: Router,
  { db, config, nowSeconds, isAllowedAddress }: CoreContext,
): void {
  router.add('ecom', {
    method: 'POST',
    path: '/api/v1/paymentgateway/token',
    auth: 'bearer',
    handler: ({ caller }) => {
      const token = `ct_${randomBytes(18).toString('base64url')}`
      const uid = caller.kind === 'user' ? caller.uid : 0
      db.prepare('INSERT INTO ecom_client_tokens (token, user_id, expires_at) VALUES (?, ?, ?)').run(
        token,
        uid,
        nowSeconds() + clientTokenTtl,
      )
      return json(200, { client_token: token, provider })
    },
  })

  /** The form's request, or the message of an error page: never a redirect to an unchecked address. */
  function readRequest(source: Record<string, unknown>) {
    const clientToken = text(source, 'client_token')
    const returnUrl = text(source, 'return_url')
    if (!isAllowedAddress(returnUrl))
      return 'The card form was opened with a return address that is not allowed.'
    const userId = clientTokenUser(db, clientToken, nowSeconds())
    if (userId === undefined)
      return 'The card form was opened without a valid client token. Start again from the site.'
    return { clientToken, returnUrl, userId }
  }

  router.add('ecom', {
    method: 'GET',
    path: '/hosted/card-form',
    auth: 'none',
    handler: ({ query }) => {
      const request = readRequest(Object.fromEntries(query))
      if (typeof request === 'string') return html(400, gatewayErrorPage(request))
      return html(200, cardFormPage(request))
    },
  })

  router.add('ecom', {
    method: 'POST',
    path: '/hosted/card-form',
    auth: 'none',
    handler: ({ body }) => {
      const request = readRequest(body)
      if (typeof request === 'string') return html(400, gatewayErrorPage(request))
      const number = text(body, 'card_number').replace(/[\s-]/g, '')
      const month = Number(text(body, 'expiration_month'))
      const year = Number(text(body, 'expiration_year'))
      const form = {
        ...request,
        name: text(body, 'cardholder_name'),
        month: text(body, 'expiration_month'),
        year: text(body, 'expiration_year'),
      }
      const card = testCards[number]
      const error = !card
        ? 'This test provider only accepts its test cards (see below).'
        : !Number.isInteger(month) || month < 1 || month > 12 || !/^\d{4}$/.test(form.year)
          ? 'Enter the expiry as a month (1 to 12) and a four-digit year.'
          : isExpired(month, year, isoDate(config.now()))
            ? 'This card has expired.'
            : !/^\d{3,4}$/.test(text(body, 'cvv'))
              ? 'Enter the 3 or 4 digit security code.'
              : undefined
      if (error || !card) return html(400, cardFormPage({ ...form, error }))
      const nonce = `nonce_${randomBytes(18).toString('base64url')}`
      db.prepare(
        `INSERT INTO ecom_nonces (nonce, user_id, card_type, masked_number, expiration_month, expiration_year, declines, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        nonce,
        request.userId,
        card.cardType,
        maskNumber(number),
        month,
        year,
        card.declines ? 1 : 0,
        nowSeconds() + nonceTtl,
      )
      const target = new URL(request.returnUrl)
      target.searchParams.set('nonce', nonce)
      target.searchParams.set(
        'device_data',
        JSON.stringify({ device_session_id: randomBytes(8).toString('hex') }),
      )
      // 303: the browser follows with a GET, so a reload of the site's page never re-posts the card.
      return { ...redirect(target.href), status: 303 }
    },
  })
}
