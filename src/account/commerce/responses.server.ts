/**
 * The commerce routes that are not reads or commands: the trip to the payment provider's hosted card
 * form and back (the nonce becomes a payment method), and the invoice PDF streamed from the service.
 */

import { noncePattern } from '../../../models/accounts/ecomRules.ts'
import { failureToParam } from '../../../models/accounts/result.ts'
import { Ecom } from '../../../services/accounts/ecom/Ecom.ts'
import { siteOrigin } from '../../identity/context.server.ts'
import { type CustomerOutcome, forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { idParam } from './reads.server.ts'

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

function redirect(location: string, outcome?: CustomerOutcome<unknown>): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of outcome?.cookies ?? []) headers.append('set-cookie', cookie)
  outcome?.deliver()
  return new Response(null, { status: 303, headers })
}

const signIn = (page: string) => `/auth/sign-in?return=${encodeURIComponent(page)}`

/** `GET /api/account/card-form?back=`: a client token, then the provider's hosted form. */
export async function startCardForm(platform: AccountPlatform, request: Request, formUrl: string) {
  const back = backOf(request)
  const outcome = await forCustomer(platform, request, (credentials) =>
    Ecom.use((ecom) => ecom.createClientToken(credentials)),
  )
  if (!outcome.signedIn) return redirect(signIn(back), outcome)
  if (!outcome.result.ok)
    return redirect(`${back}?problem=${failureToParam(outcome.result.failure)}`, outcome)
  const returnUrl = new URL('/api/account/card-return', siteOrigin(platform.site, request))
  returnUrl.searchParams.set('back', new URL(request.url).searchParams.get('back') ?? 'payment-methods')
  const form = new URL(formUrl)
  form.searchParams.set('client_token', outcome.result.value.client_token)
  form.searchParams.set('return_url', returnUrl.href)
  return redirect(form.href, outcome)
}

/**
 * `GET /api/account/card-return?nonce=&device_data=`: the provider sends the browser back here. The
 * nonce is single-use and bound to this customer at the provider, so replaying the address adds nothing.
 */
export async function finishCardForm(platform: AccountPlatform, request: Request) {
  const back = backOf(request)
  const query = new URL(request.url).searchParams
  const nonce = query.get('nonce')
  if (nonce === null) return redirect(`${back}?done=cardFormCancelled`)
  if (!noncePattern.test(nonce)) return redirect(`${back}?problem=ApiError.2012`)
  const deviceData = (query.get('device_data') ?? '').slice(0, 2000)
  const outcome = await forCustomer(platform, request, (credentials) =>
    Ecom.use((ecom) => ecom.addPaymentMethod(credentials, { nonce, device_data: deviceData || undefined })),
  )
  if (!outcome.signedIn) return redirect(signIn(back), outcome)
  if (!outcome.result.ok)
    return redirect(`${back}?problem=${failureToParam(outcome.result.failure)}`, outcome)
  return redirect(`${back}?done=addPaymentMethod`, outcome)
}

/** `GET /api/account/invoice.pdf?order=&invoice=`: the service's PDF, streamed as a download. */
export async function invoicePdfResponse(platform: AccountPlatform, request: Request) {
  const orderId = idParam(request, 'order')
  const invoiceId = idParam(request, 'invoice')
  if (orderId === undefined || invoiceId === undefined)
    return redirect('/account/orders?problem=ApiError.2012')
  const outcome = await forCustomer(platform, request, (credentials) =>
    Ecom.use((ecom) => ecom.getInvoicePdf(credentials, orderId, invoiceId)),
  )
  const page = `/account/invoice?order=${orderId}&invoice=${invoiceId}`
  if (!outcome.signedIn) return redirect(signIn(page), outcome)
  if (!outcome.result.ok)
    return redirect(`/account/orders?problem=${failureToParam(outcome.result.failure)}`, outcome)
  const headers = new Headers({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="invoice-${invoiceId}.pdf"`,
    'cache-control': 'private, no-store',
  })
  for (const cookie of outcome.cookies) headers.append('set-cookie', cookie)
  outcome.deliver()
  return new Response(outcome.result.value.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers })
}
