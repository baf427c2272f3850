/**
 * `GET {me}/orders/{orderId}/invoices/{invoiceId}`: a real PDF (pdf-lib, pure JS) when the caller asks
 * for `application/pdf`, the invoice as JSON otherwise. Errors stay JSON either way, so a client that
 * asked for a PDF can still read the code (a known weakness of the public SDK).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { json, notFound, type Reply } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { dollars } from './common.ts'
import { type Order, type OrderRow, toOrder } from './orders.ts'

const cents = (value: number) => Math.round(value * 100)

/** The invoice as a one-page PDF whose text names every item, the tax and the total. */
export async function invoicePdf(invoiceId: number, order: Order): Promise<Uint8Array> {
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
  line('Pulsewave', 20, true)
  line(`Invoice ${invoiceId} for order ${order.id}`, 14, true)
  line(`Date: ${order.created_at.slice(0, 10)}`)
  line(`${order.first_name} ${order.last_name}`.trim())
  for (const part of [
    order.address_1,
    `${order.zip} ${order.city} ${order.state}`.trim(),
    order.country_code,
  ]) {
    if (part) line(part)
  }
  y -= 12
  for (const item of order.items) {
    const charged = item.special_price ?? item.base_price
    line(`${item.quantity} x ${item.catalog_product.name}: ${dollars(cents(charged))}`)
  }
  y -= 6
  line(`Tax: ${dollars(cents(order.tax_amount))}`)
  line(`Total: ${dollars(cents(order.total_amount))}`, 13, true)
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
      if ((headers.accept ?? '').includes('application/pdf')) {
        const bytes = await invoicePdf(invoiceId, order)
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
        order,
      })
    },
  })
}
