/**
 * The provider's hosted billing-address form: like the card form (gateway.ts), opened with a client
 * token and a return address, it keeps the address at the provider and sends the browser back with
 * `billing_address_id`, the id `PUT {me}/paymentmethods/{token}` takes (§3). The site never sees the
 * address itself, only its id.
 */
import { randomBytes } from 'node:crypto'
import { html, redirect } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { escapeHtml } from '../identity/pages.ts'
import { clientTokenUser, text } from './gateway.ts'
import { gatewayErrorPage, hostedPage } from './hosted-page.ts'

export const addressSchema = `
CREATE TABLE IF NOT EXISTS ecom_billing_addresses (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT NOT NULL,
  country_code TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`

interface AddressForm {
  readonly clientToken: string
  readonly returnUrl: string
  readonly error?: string
  readonly values?: Readonly<Record<string, string>>
}

const fields = [
  ['street', 'Street address', 'autocomplete="street-address"'],
  ['city', 'Town or city', 'autocomplete="address-level2"'],
  ['postcode', 'Postcode', 'autocomplete="postal-code"'],
  ['country_code', 'Country code (like GB)', 'autocomplete="country" maxlength="2"'],
] as const

function addressFormPage(form: AddressForm): string {
  const described = form.error ? ' aria-describedby="form-error"' : ''
  const inputs = fields
    .map(
      ([id, label, attrs]) =>
        `<label for="${id}">${label}</label><input id="${id}" name="${id}" ${attrs} required value="${escapeHtml(form.values?.[id] ?? '')}"${described}>`,
    )
    .join('\n')
  return hostedPage(
    'Billing address',
    `<h1>Billing address</h1>${form.error ? `<div id="form-error" class="error" role="alert">${escapeHtml(form.error)}</div>` : ''}
<form method="post" action="address-form">
<input type="hidden" name="client_token" value="${escapeHtml(form.clientToken)}">
<input type="hidden" name="return_url" value="${escapeHtml(form.returnUrl)}">
${inputs}
<button type="submit">Save address</button></form>
<p><a href="${escapeHtml(form.returnUrl)}">Cancel and go back</a></p>`,
  )
}

export function registerAddressForm(
  router: Router,
  { db, config, nowSeconds, isAllowedAddress }: CoreContext,
): void {
  function readRequest(source: Record<string, unknown>) {
    const clientToken = text(source, 'client_token')
    const returnUrl = text(source, 'return_url')
    if (!isAllowedAddress(returnUrl))
      return 'The address form was opened with a return address that is not allowed.'
    const userId = clientTokenUser(db, clientToken, nowSeconds())
    if (userId === undefined)
      return 'The address form was opened without a valid client token. Start again from the site.'
    return { clientToken, returnUrl, userId }
  }

  router.add('ecom', {
    method: 'GET',
    path: '/hosted/address-form',
    auth: 'none',
    handler: ({ query }) => {
      const request = readRequest(Object.fromEntries(query))
      if (typeof request === 'string') return html(400, gatewayErrorPage(request))
      return html(200, addressFormPage(request))
    },
  })

  router.add('ecom', {
    method: 'POST',
    path: '/hosted/address-form',
    auth: 'none',
    handler: ({ body }) => {
      const request = readRequest(body)
      if (typeof request === 'string') return html(400, gatewayErrorPage(request))
      const values = Object.fromEntries(fields.map(([id]) => [id, text(body, id).slice(0, 200)]))
      const country = (values.country_code ?? '').toUpperCase()
      const error = fields.some(([id]) => !values[id])
        ? 'Fill in every line of the address.'
        : !/^[A-Z]{2}$/.test(country)
          ? 'Enter the country as its two-letter code, like GB or US.'
          : undefined
      if (error) return html(400, addressFormPage({ ...request, values, error }))
      const id = `addr_${randomBytes(9).toString('base64url')}`
      db.prepare(
        'INSERT INTO ecom_billing_addresses (id, user_id, street, city, postcode, country_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        id,
        request.userId,
        values.street!,
        values.city!,
        values.postcode!,
        country,
        new Date(config.now()).toISOString(),
      )
      const target = new URL(request.returnUrl)
      target.searchParams.set('billing_address_id', id)
      // 303, as the card form: the site's page is reached with a GET and a reload posts nothing again.
      return { ...redirect(target.href), status: 303 }
    },
  })
}
