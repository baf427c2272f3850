/**
 * Serves the built local Studio (`studio/dist`, from `sanity build`) for `npm start` and the e2e stack.
 * Process contract of sandbox/index.ts: PORT (0 = free), prints `READY <url>`. STUDIO_API_HOST (the
 * content stand-in) and STUDIO_PREVIEW_ORIGIN (the site) are written into index.html as
 * `window.__PULSEWAVE_STUDIO__`, so one build works whatever ports the stack took (environment.ts).
 * Every path that is not a file is the Studio's own route: it gets index.html.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const root = resolve(import.meta.dirname, 'dist')
const index = join(root, 'index.html')
if (!existsSync(index)) {
  process.stderr.write(
    'studio: no build in studio/dist; run `npm run build -w pulsewave-studio` (npm start does)\n',
  )
  process.exit(1)
}

/** Browsers reach the stand-ins by `localhost`, so the Studio, the site and the API are one site for cookies. */
function forBrowser(url: string | undefined): string | undefined {
  return url?.replace('//127.0.0.1:', '//localhost:')
}

const runtime = {
  apiHost: forBrowser(process.env.STUDIO_API_HOST),
  previewOrigin: forBrowser(process.env.STUDIO_PREVIEW_ORIGIN),
}
// `<` cannot appear in the JSON (URLs are checked by the stack), but escape it so no value can end the script.
const inline = `<script>window.__PULSEWAVE_STUDIO__=${JSON.stringify(runtime).replaceAll('<', '\\u003c')}</script>`
// The build links Sanity's dashboard bridge from its CDN; a local Studio never runs inside the dashboard.
const html = readFileSync(index, 'utf8')
  .replace(/<script[^>]*data-sanity-core[^>]*><\/script>\n?/, '')
  .replace('<head>', `<head>${inline}`)

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed\n')
    return
  }
  let path: string
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://studio').pathname)
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request\n')
    return
  }
  const file = normalize(join(root, path))
  if (file.startsWith(`${root}/`) && file !== index && existsSync(file) && statSync(file).isFile()) {
    res.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      // Hashed file names under static/ never change; anything else may.
      'Cache-Control': path.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    res.end(req.method === 'HEAD' ? undefined : readFileSync(file))
    return
  }
  res.writeHead(200, { 'Content-Type': types['.html'], 'Cache-Control': 'no-cache' })
  res.end(req.method === 'HEAD' ? undefined : html)
})

server.listen(Number(process.env.PORT ?? 3336), '127.0.0.1', () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  process.stdout.write(`READY http://127.0.0.1:${port}\n`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)))
