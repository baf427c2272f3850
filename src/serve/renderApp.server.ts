/**
 * Start's request handler, rendering each page as `renderModeOf` says (docs/decisions/275): content
 * pages with `renderToString` (one string, no React web stream, no router stream transform), the
 * other screens with the stream. Streaming a content page cost about a third of an uncached page's CPU
 * for the same bytes.
 *
 * A whole page leaves as srvx's own response over the HTML string (decision 285): the platform's
 * `Response` would check and encode the string, then srvx would read it back as a stream of bytes to
 * write it, about a tenth of an uncached page's CPU. srvx writes its own response's string to the socket
 * as it is; a step that reads the body (compression, the HTML cache's store) reads the page's own
 * lazy stream (src/serve/wholePage.ts).
 */
import {
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server'
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { renderModeOf } from './renderMode.ts'
import { wholePage } from './wholePage.ts'

/** Start's `defaultRenderHandler`, with srvx's response instead of the platform's. */
const renderWhole = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const page = await transformHtmlStringWithRouter(
      router,
      renderToString(createElement(RouterServer, { router })),
    )
    return wholePage(page, { status: getSsrStatus(router), headers: responseHeaders })
  } catch (error) {
    console.error('Render to string error:', error)
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

export const renderApp = createStartHandler((context) =>
  renderModeOf(new URL(context.request.url).pathname) === 'whole'
    ? renderWhole(context)
    : defaultStreamHandler(context),
)
