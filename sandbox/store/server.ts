/**
 * The store stand-in's HTTP server: `GET /checkout?product=<catalogue id>&discount=<code>` is the
 * checkout page; `GET /api/discounts[/<code>]` lists the codes the store knows (what the content
 * claims test compares a campaign's "40% off" with). Everything else is 404.
 */
import { createServer, type Server } from 'node:http'
import { checkoutOf, checkoutPage } from './checkout.ts'
import { discounts, findDiscount } from './discounts.ts'

const headers = (type: string) => ({ 'content-type': type, 'cache-control': 'no-store' })

/** Only an http(s) page may be offered as the way back. */
function backLink(referer: string | undefined): string | undefined {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

const discountJson = (d: (typeof discounts)[number]) => ({
  code: d.code,
  percent_off: d.percentOff,
  product_ids: d.productIds,
  description: d.description,
})

export function createStoreServer(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://store.invalid')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { ...headers('text/plain; charset=utf-8'), allow: 'GET, HEAD' })
        .end('Method not allowed')
      return
    }
    if (url.pathname === '/checkout') {
      const checkout = checkoutOf(url.searchParams)
      res.writeHead(checkout.status, headers('text/html; charset=utf-8'))
      res.end(checkoutPage(checkout, backLink(req.headers.referer)))
      return
    }
    if (url.pathname === '/api/discounts') {
      res
        .writeHead(200, headers('application/json'))
        .end(JSON.stringify({ items: discounts.map(discountJson) }))
      return
    }
    const code = /^\/api\/discounts\/([A-Za-z0-9-]{1,40})$/.exec(url.pathname)?.[1]
    const discount = code ? findDiscount(code) : undefined
    if (discount) {
      res.writeHead(200, headers('application/json')).end(JSON.stringify(discountJson(discount)))
      return
    }
    res.writeHead(404, headers('text/plain; charset=utf-8')).end('Not found')
  })
}
