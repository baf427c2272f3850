/**
 * The commerce routes that are not reads or commands: the trip to the payment provider's hosted card
 * form and back (the nonce becomes a payment method, or replaces the card behind a saved one), and the
 * invoice PDF streamed from the service.
 */

import { idPattern, noncePattern } from '../../../models/accounts/ecomRules.ts'
import { Ecom } from '../../../services/accounts/ecom/Ecom.ts'
import { isSameSite, siteOrigin } from '../../identity/context.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { answerOf, type Handled, respond } from '../kit/answer.server.ts'
import { accountContext } from '../kit/context.server.ts'
import { idOf } from './reads.server.ts'

/** Where the card form returns to: only these account pages. */
const backPages = {
  subscriptions: '/account/subscriptions',
  'payment-methods': '/account/payment-methods',
} as const

function backOf(request: Request): string {
  const back = new URL(request.url).searchParams.get('back') ?? ''
  return Object.hasOwn(backPages, back)
    ? backPages[back as keyof typeof backPages]
    : backPages['payment-methods']
}

/** A saved method the trip is for, when the address names a well-formed one. */
function methodOf(request: Request, name: 'replace' | 'address'): string | undefined {
  const token = new URL(request.url).searchParams.get(name) ?? ''
  return idPattern.test(token) ? token : undefined
}

/** The saved method whose card the form replaces (`?replace=<token>`). */
const replacedOf = (request: Request) => methodOf(request, 'replace')
/** The saved method whose billing address the provider's address form changes (`?address=<token>`, alone). */
const addressedOf = (request: Request) => (replacedOf(request) ? undefined : methodOf(request, 'address'))

/** The card-return address, carrying where to go back to and which method the trip is for. */
function returnPath(request: Request): string {
  const query = new URLSearchParams({
    back: new URL(request.url).searchParams.get('back') ?? 'payment-methods',
  })
  const replace = replacedOf(request)
  const address = addressedOf(request)
  if (replace) query.set('replace', replace)
  if (address) query.set('address', address)
  return `/api/account/card-return?${query}`
}

const problem = (code: number): Handled => ({
  answer: { kind: 'refused', failure: { _tag: 'ApiError', status: 400, code } },
})

/** `GET /api/account/card-form?back=`: a client token, then the provider's hosted form. */
export async function startCardForm(platform: AccountPlatform, request: Request, formUrl: string) {
  const back = backOf(request)
  const outcome = await accountContext(platform, request).customer(
    Ecom.use((ecom) => ecom.createClientToken()),
  )
  return respond(
    request,
    back,
    answerOf(outcome, ({ client_token }) => {
      const returnUrl = new URL(returnPath(request), siteOrigin(platform.site, request))
      // A new billing address is the provider's to keep: its address form answers with the address's id.
      const form = new URL(addressedOf(request) ? formUrl.replace(/card-form$/, 'address-form') : formUrl)
      form.searchParams.set('client_token', client_token)
      form.searchParams.set('return_url', returnUrl.href)
      return { kind: 'see', location: form.href }
    }),
  )
}

/** `&`, `<`, `>` and quotes as entities: a value the provider sent, put in an attribute. */
const attribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * `GET /api/account/card-return?nonce=&device_data=`: the provider sends the browser back here with a
 * GET, and a GET changes nothing (decision 215). The answer is a page that posts the nonce back to
 * this address at once (a nonced script), or on the customer's click without JavaScript.
 */
export function cardReturnPage(request: Request, nonce: string | undefined): Response {
  const back = backOf(request)
  const query = new URL(request.url).searchParams
  if (addressedOf(request)) return addressReturnPage(request, query.get('billing_address_id'), nonce)
  const cardNonce = query.get('nonce')
  const replacing = replacedOf(request) !== undefined
  if (cardNonce === null)
    return respond(request, back, {
      answer: { kind: 'done', done: replacing ? 'cardReplaceCancelled' : 'cardFormCancelled' },
    })
  if (!noncePattern.test(cardNonce)) return respond(request, back, problem(2012))
  const deviceData = (query.get('device_data') ?? '').slice(0, 2000)
  return postBackPage(request, nonce, {
    title: 'Saving your card',
    fields: { nonce: cardNonce, device_data: deviceData },
    text: `The payment provider accepted your card. ${replacing ? 'Putting it in place of your old card' : 'Saving it to your account'} now; if nothing happens, press the button.`,
    button: 'Save my card',
  })
}

/** The address form's return: as for a card, a page that posts the address's id back to the site. */
function addressReturnPage(request: Request, addressId: string | null, nonce: string | undefined): Response {
  const back = backOf(request)
  if (addressId === null)
    return respond(request, back, { answer: { kind: 'done', done: 'billingAddressCancelled' } })
  if (!idPattern.test(addressId)) return respond(request, back, problem(2012))
  return postBackPage(request, nonce, {
    title: 'Saving your billing address',
    fields: { billing_address_id: addressId },
    text: 'The payment provider saved your billing address. Putting it on your card now; if nothing happens, press the button.',
    button: 'Save my billing address',
  })
}

/**
 * A page that posts what the provider's form returned back to this address: at once with a nonced
 * script, or on the customer's click without JavaScript.
 */
function postBackPage(
  request: Request,
  nonce: string | undefined,
  page: { title: string; fields: Record<string, string>; text: string; button: string },
): Response {
  const inputs = Object.entries(page.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${attribute(value)}">`)
    .join('\n')
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title}</title>
</head>
<body>
<main>
<h1>${page.title}</h1>
<form method="post" action="${attribute(returnPath(request))}">
${inputs}
<p>${page.text}</p>
<button type="submit">${page.button}</button>
</form>
</main>
${nonce ? `<script nonce="${attribute(nonce)}">document.forms[0].submit()</script>` : ''}
</body>
</html>
`
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** The address form's id, posted back, becomes the method's billing address. */
async function finishAddressForm(
  platform: AccountPlatform,
  request: Request,
  token: string,
  form?: FormData,
) {
  const back = backOf(request)
  const addressId = form?.get('billing_address_id')
  if (typeof addressId !== 'string' || !idPattern.test(addressId))
    return respond(request, back, problem(2012))
  const outcome = await accountContext(platform, request).customer(
    Ecom.use((ecom) => ecom.updatePaymentMethod(token, { billing_address_id: addressId })),
  )
  return respond(
    request,
    back,
    answerOf(outcome, () => ({ kind: 'done', done: 'changeBillingAddress' })),
  )
}

/**
 * `POST /api/account/card-return` (same-site only): the nonce from the page above becomes a payment
 * method. The nonce is single-use and bound to this customer at the provider, so a replay adds nothing.
 */
export async function finishCardForm(platform: AccountPlatform, request: Request) {
  const back = backOf(request)
  if (!isSameSite(platform.site, request)) return respond(request, back, problem(2012))
  const form = await request.formData().catch(() => undefined)
  const address = addressedOf(request)
  if (address) return finishAddressForm(platform, request, address, form)
  const nonce = form?.get('nonce')
  if (typeof nonce !== 'string' || !noncePattern.test(nonce)) return respond(request, back, problem(2012))
  const sent = form?.get('device_data')
  const deviceData = typeof sent === 'string' ? sent.slice(0, 2000) : ''
  const card = { nonce, device_data: deviceData || undefined }
  const replace = replacedOf(request)
  // Replacing keeps the method's token, so a subscription that pays with it goes on paying, now by the new card.
  const outcome = await accountContext(platform, request).customer(
    Ecom.use((ecom) => (replace ? ecom.updatePaymentMethod(replace, card) : ecom.addPaymentMethod(card))),
  )
  return respond(
    request,
    back,
    answerOf(outcome, () => ({ kind: 'done', done: replace ? 'replacePaymentMethod' : 'addPaymentMethod' })),
  )
}

/** `GET /api/account/invoice.pdf?order=&invoice=`: the service's PDF, streamed as a download. */
export async function invoicePdfResponse(platform: AccountPlatform, request: Request) {
  const query = new URL(request.url).searchParams
  const orderId = idOf(query.get('order'))
  const invoiceId = idOf(query.get('invoice'))
  const orders = '/account/orders'
  if (orderId === undefined || invoiceId === undefined) return respond(request, orders, problem(2012))
  const outcome = await accountContext(platform, request).customer(
    Ecom.use((ecom) => ecom.getInvoicePdf(orderId, invoiceId)),
  )
  // Signed out: sign in, then back to the invoice's page; a failure: back to the orders, worded there.
  if (!outcome.signedIn)
    return respond(request, `/account/invoice?order=${orderId}&invoice=${invoiceId}`, {
      answer: { kind: 'signedOut' },
      outcome,
    })
  if (!outcome.result.ok)
    return respond(request, orders, { answer: { kind: 'problem', failure: outcome.result.failure }, outcome })
  const headers = new Headers({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="invoice-${invoiceId}.pdf"`,
    'cache-control': 'private, no-store',
  })
  for (const cookie of outcome.cookies) headers.append('set-cookie', cookie)
  outcome.deliver()
  return new Response(outcome.result.value.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers })
}
