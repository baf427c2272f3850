/** Helpers for the ecommerce tests: sign a demo customer in, call `/ecom`, add a card the way a browser would. */
import { type CallOptions, call, login } from '../test-support.ts'

export const customers = {
  ana: ['ana@example.com', 'Studio-Demo-1'],
  ben: ['ben@example.com', 'Studio-Demo-2'],
  cleo: ['cleo@example.com', 'Studio-Demo-3'],
  admin: ['admin@example.com', 'Admin-Demo-9'],
} as const

/** A caller bound to one customer's access token. */
export async function as(base: string, who: keyof typeof customers) {
  const [email, password] = customers[who]
  const bearer = (await login(base, email, password)).tokens.access.token
  return (method: string, path: string, options: CallOptions = {}) =>
    call(base, method, `/ecom${path}`, { bearer, ...options })
}

export type Caller = Awaited<ReturnType<typeof as>>

/** Gateway token → hosted form → nonce, as the browser does; answers the redirect's query. */
export async function cardNonce(
  base: string,
  ecom: Caller,
  number: string,
  returnUrl = 'http://localhost:3000/en/account/payment',
) {
  const { client_token } = (await ecom('POST', '/api/v1/paymentgateway/token')).body
  const form = await call(base, 'POST', '/ecom/hosted/card-form', {
    form: {
      client_token,
      return_url: returnUrl,
      cardholder_name: 'Test Person',
      card_number: number,
      expiration_month: '09',
      expiration_year: String(new Date().getUTCFullYear() + 2),
      cvv: '123',
    },
  })
  if (form.status !== 303) throw new Error(`card form failed: ${form.status} ${form.text}`)
  return new URL(form.headers.get('location') ?? '').searchParams
}

/** Adds a test card to the customer's payment methods and returns its token. */
export async function addCard(base: string, ecom: Caller, number: string): Promise<string> {
  const query = await cardNonce(base, ecom, number)
  const added = await ecom('POST', '/api/v1/me/paymentmethods', {
    json: { nonce: query.get('nonce'), device_data: query.get('device_data'), billing_address_id: 'addr_1' },
  })
  if (added.status !== 201) throw new Error(`add card failed: ${added.status} ${added.text}`)
  return added.body.token
}

/** The orders, transactions and redemptions the stand-in holds for one customer. */
export async function records(base: string, userId: number) {
  const result = await call(base, 'GET', `/__sandbox/ecom/records?user_id=${userId}`)
  return result.body.items[0] as {
    orders: number
    transactions: number
    redemptions: number
    payment_methods: number
  }
}

export const expectError = (result: { status: number; body: { code?: number }; headers: Headers }) => [
  result.status,
  result.body.code,
  result.headers.get('x-serato-errorcode'),
]
