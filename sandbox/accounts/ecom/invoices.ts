/**
 * `GET {me}/orders/{orderId}/invoices/{invoiceId}`: a real PDF (pdf-lib, pure JS) when the caller asks
 * for `application/pdf`, the invoice as JSON otherwise. Both carry the same facts: the seller with its
 * tax number, the billing address, every line's price, tax and total, the sums, and the payment method
 * that paid (stand-in decision 244 of the site). Errors stay JSON either way, so a client that asked for
 * a PDF can still read the code (a known weakness of the public SDK).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Db } from '../core/db.ts'
import { json, notFound, type Reply } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { dollars } from './common.ts'
import { type Order, type OrderRow, toOrder } from './orders.ts'

const cents = (value: number) => Math.round(value * 100)

/** Who sells: the provider's trading entity, as its real invoices print it. */
export const seller = {
  name: 'Pulsewave Audio Ltd',
  address: ['40 Wharf Road', 'London N1 7GR', 'United Kingdom'],
  tax_number: 'GB 284 5512 73',
  email: 'billing@pulsewave.example',
} as const

export interface InvoicePayment {
  readonly type: string
  readonly card_type: string | null
  readonly masked_number: string | null
}

/** The card that settled the order (its latest transaction), or null for an unpaid or free order. */
function paymentOf(db: Db, orderId: number): InvoicePayment | null {
  const row = db
    .prepare(
      `SELECT p.card_type, p.masked_number FROM ecom_transactions t
       JOIN ecom_payment_methods p ON p.token = t.payment_method_token
       WHERE t.order_id = ? ORDER BY t.id DESC LIMIT 1`,
    )
    .get(orderId) as { card_type: string; masked_number: string } | undefined
  return row ? { type: 'CreditCard', card_type: row.card_type, masked_number: row.masked_number } : null
}

const paidWith = (payment: InvoicePayment | null) =>
  payment
    ? `${payment.card_type ?? 'Card'} ending ${(payment.masked_number ?? '').slice(-4)}`
    : 'Not paid by card'

/** The invoice as a one-page PDF whose text names every item, the tax and the total. */
export async function invoicePdf(
  invoiceId: number,
  order: Order,
  payment: InvoicePayment | null = null,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Invoice ${invoiceId}`)
  pdf.setProducer('Pulsewave accounts stand-in')
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([595, 842])
  let y = 780
  const line = (text: string, size = 11, useBold = false) => {
    page.drawText(text, { x: 56, y, size, font: useBold ? bold : font })
    y -= size + 9
  }
  line(seller.name, 20, true)
  for (const part of seller.address) line(part, 10)
  line(`Tax number: ${seller.tax_number}`, 10)
  line(seller.email, 10)
  y -= 10
  line(`Invoice ${invoiceId} for order ${order.id}`, 14, true)
  line(`Date: ${order.created_at.slice(0, 10)}`)
  line('Billed to:', 11, true)
  line(`${order.first_name} ${order.last_name}`.trim())
  for (const part of [
    order.address_1,
    `${order.zip} ${order.city} ${order.state}`.trim(),
    order.country_code,
  ]) {
    if (part) line(part)
  }
  y -= 12
  let subtotal = 0
  for (const item of order.items) {
    const net = cents(item.special_price ?? item.base_price) * item.quantity
    subtotal += net
    line(
      `${item.quantity} x ${item.catalog_product.name}: price ${dollars(net)}, tax ${dollars(cents(item.tax_amount))}, total ${dollars(cents(item.total_amount))}`,
      10,
    )
  }
  y -= 6
  line(`Subtotal: ${dollars(subtotal)}`)
  line(`Tax: ${dollars(cents(order.tax_amount))}`)
  line(`Total: ${dollars(cents(order.total_amount))}`, 13, true)
  line(`Paid with: ${paidWith(payment)}`)
  return pdf.save()
}

export function registerInvoices(router: Router, { db }: CoreContext): void {
  router.add('ecom', {
    method: 'GET',
    path: '{me}/orders/:orderId/invoices/:invoiceId',
    auth: 'bearer',
    handler: async ({ userId, params, headers }): Promise<Reply> => {
      const invoice = db
        .prepare(
          `SELECT o.* FROM ecom_invoices i JOIN ecom_orders o ON o.id = i.order_id
           WHERE i.id = ? AND o.id = ? AND o.user_id = ?`,
        )
        .get(Number(params.invoiceId), Number(params.orderId), userId!) as OrderRow | undefined
      if (!invoice) throw notFound()
      const order = toOrder(db, invoice)
      const invoiceId = Number(params.invoiceId)
      const payment = paymentOf(db, order.id)
      if ((headers.accept ?? '').includes('application/pdf')) {
        const bytes = await invoicePdf(invoiceId, order, payment)
        return {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="invoice-${invoiceId}.pdf"`,
          },
          body: Buffer.from(bytes),
        }
      }
      return json(200, {
        id: invoiceId,
        order_id: order.id,
        total_amount: order.total_amount,
        tax_amount: order.tax_amount,
        created_at: order.created_at,
        seller,
        payment_method: payment,
        order,
      })
    },
  })
}
