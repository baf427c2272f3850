/** The identity service's own HTML pages: small, accessible, no scripts. */
import { demoUsers } from './seed.ts'

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const styles = `
:root{color-scheme:light;--ink:#1d1b26;--muted:#555266;--line:#d6d3e0;--accent:#4a2bd1;--bg:#f4f2fa}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--ink);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:1.5rem}
main{width:100%;max-width:24rem;background:#fff;border:1px solid var(--line);border-radius:12px;
padding:2rem;box-shadow:0 8px 24px rgb(29 27 38 / 8%)}
.brand{font-weight:700;letter-spacing:.02em;color:var(--accent);margin:0 0 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
p{margin:.25rem 0 1rem;color:var(--muted)}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #8a8799;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button{width:100%;margin-top:1.5rem;font:inherit;font-weight:600;color:#fff;background:var(--accent);
border:0;border-radius:8px;padding:.7rem;cursor:pointer}
button.secondary{background:#fff;color:var(--accent);border:2px solid var(--accent);margin-top:.75rem}
.error{border:1px solid #b42318;background:#fef3f2;color:#8a1c12;border-radius:8px;padding:.75rem;margin:1rem 0}
.divider{text-align:center;color:var(--muted);margin:1.25rem 0 0}
details{margin-top:1.5rem;color:var(--muted);font-size:.9rem}
summary{cursor:pointer}
code{font-size:.85rem}
a{color:var(--accent)}
`

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Pulsewave ID</title><style>${styles}</style></head>
<body><main><p class="brand">Pulsewave ID</p>${body}</main></body></html>`
}

export interface AuthorizeForm {
  readonly appName: string
  /** The request parameters, carried through the form as hidden fields. */
  readonly hidden: Readonly<Record<string, string>>
  readonly email?: string
  readonly error?: string
  /** The signed-in customer's address when an identity session exists. */
  readonly sessionEmail?: string
}

const hiddenFields = (hidden: Readonly<Record<string, string>>) =>
  Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')

export function authorizePage(form: AuthorizeForm): string {
  const error = form.error
    ? `<div class="error" role="alert" id="form-error">${escapeHtml(form.error)}</div>`
    : ''
  const described = form.error ? ' aria-describedby="form-error" aria-invalid="true"' : ''
  const session = form.sessionEmail
    ? `<form method="post" action="authorize">${hiddenFields(form.hidden)}
<input type="hidden" name="continue_session" value="1">
<button type="submit">Continue as ${escapeHtml(form.sessionEmail)}</button></form>
<p class="divider">or sign in with another account</p>`
    : ''
  const demo = demoUsers
    .filter((u) => !u.admin)
    .map((u) => `<li><code>${escapeHtml(u.email)}</code> / <code>${escapeHtml(u.password)}</code></li>`)
    .join('')
  return page(
    'Sign in',
    `<h1>Sign in</h1><p>to continue to <strong>${escapeHtml(form.appName)}</strong></p>${error}${session}
<form method="post" action="authorize" novalidate>${hiddenFields(form.hidden)}
<label for="email">Email address</label>
<input id="email" name="email_address" type="email" autocomplete="username" required
 value="${escapeHtml(form.email ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Sign in</button></form>
<details><summary>Demo customers of this stand-in</summary><ul>${demo}</ul></details>`,
  )
}

export const errorPage = (message: string): string =>
  page(
    'Cannot sign in',
    `<h1>Cannot sign in</h1><div class="error" role="alert">${escapeHtml(message)}</div>
<p>Go back to the site and try again.</p>`,
  )

export const signedOutPage = (): string =>
  page('Signed out', '<h1>You are signed out</h1><p>You can close this page.</p>')

export const verifiedPage = (continueTo: string | undefined): string =>
  page(
    'Email address verified',
    `<h1>Email address verified</h1><p>Thank you.</p>${
      continueTo ? `<p><a href="${escapeHtml(continueTo)}">Continue</a></p>` : ''
    }`,
  )
