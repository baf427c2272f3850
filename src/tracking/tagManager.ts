/**
 * The tag manager's id for pages whose data does not carry it (the account, sign-up and admin screens,
 * docs/decisions/268; content pages get it with the shell's data). The server names it in a `<meta>` of
 * the root route's head when GTM_ID is set, on every page load, so it is in the document whichever page
 * a visit starts on; the browser reads it there. React 19 keeps that server-rendered tag while hydrating
 * (the same way as the build-poll interval, src/browser/clientConfig.ts).
 */
import { createIsomorphicFn } from '@tanstack/react-start'

export const tagManagerMetaName = 'tag-manager'

// GTM_ID was checked at start-up with the site's other variables (config/variables.ts; scripts/serve.ts).
const configured = () => process.env.GTM_ID?.trim() || null

export const tagManagerMeta = createIsomorphicFn()
  .server(() => {
    const id = configured()
    return id ? [{ name: tagManagerMetaName, content: id }] : []
  })
  .client(() => [])

/** The id when page-view tracking is on, else null. */
export const tagManagerId = createIsomorphicFn()
  .server(configured)
  .client(() => document.querySelector(`meta[name="${tagManagerMetaName}"]`)?.getAttribute('content') || null)
