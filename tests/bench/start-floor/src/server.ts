/** The site's own render handler (whole pages as one string, decision 275) and nothing of the site around it. */
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { renderApp } from '../../../../src/serve/renderApp.server.ts'

export default createServerEntry({ fetch: (request) => renderApp(request) })
