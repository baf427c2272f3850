/** The hosted card form's HTML: labelled fields, no scripts, errors announced with role="alert". */
import { escapeHtml } from '../identity/pages.ts'

const styles = `body{font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:1.5rem}
main{max-width:26rem;margin:0 auto;background:#fff;border:1px solid #d1d5db;border-radius:10px;padding:1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{width:100%;box-sizing:border-box;font:inherit;
padding:.55rem .7rem;border:1px solid #6b7280;border-radius:6px}.row{display:flex;gap:1rem}.row>div{flex:1}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:600;padding:.7rem;border:0;border-radius:6px;
background:#1d4ed8;color:#fff}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.error{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;padding:.75rem;border-radius:6px}
small{color:#4b5563}`

export const hostedPage = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main><p><strong>Test payment provider</strong> <small>(accounts stand-in)</small></p>${body}</main></body></html>`

export interface CardForm {
  readonly clientToken: string
  readonly returnUrl: string
  readonly error?: string
  readonly name?: string
  readonly month?: string
  readonly year?: string
}

export function cardFormPage(form: CardForm): string {
  const described = form.error ? ' aria-describedby="form-error"' : ''
  const field = (id: string, label: string, attrs: string, value = '') =>
    `<div><label for="${id}">${label}</label><input id="${id}" name="${id}" ${attrs} value="${escapeHtml(value)}"${described}></div>`
  return hostedPage(
    'Add a card',
    `<h1>Add a card</h1>${form.error ? `<div id="form-error" class="error" role="alert">${escapeHtml(form.error)}</div>` : ''}
<form method="post" action="card-form">
<input type="hidden" name="client_token" value="${escapeHtml(form.clientToken)}">
<input type="hidden" name="return_url" value="${escapeHtml(form.returnUrl)}">
${field('cardholder_name', 'Name on card', 'autocomplete="cc-name"', form.name)}
${field('card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row">${field('expiration_month', 'Expiry month (MM)', 'inputmode="numeric" autocomplete="cc-exp-month" required', form.month)}
${field('expiration_year', 'Expiry year (YYYY)', 'inputmode="numeric" autocomplete="cc-exp-year" required', form.year)}</div>
${field('cvv', 'Security code (CVV)', 'inputmode="numeric" autocomplete="cc-csc" required')}
<button type="submit">Save card</button></form>
<p><a href="${escapeHtml(form.returnUrl)}">Cancel and go back</a></p>
<details><summary>Test cards</summary><p><code>4111 1111 1111 1111</code> is always accepted;
<code>4000 0000 0000 0002</code> is saved but every charge on it is declined. Any future expiry, any CVV.</p></details>`,
  )
}

export const gatewayErrorPage = (message: string): string =>
  hostedPage(
    'Cannot add a card',
    `<h1>Cannot add a card</h1><div class="error" role="alert">${escapeHtml(message)}</div><p>Go back to the site and try again.</p>`,
  )
