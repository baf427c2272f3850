import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  activeProps?: AnchorHTMLAttributes<HTMLAnchorElement> & Record<`data-${string}`, string>
  /** False keeps the scroll position (route meta scrollToTop: false). */
  resetScroll?: boolean
}

/**
 * A client-side link to any site path. Content paths are resolved by the catch-all page shell
 * (routes/$.tsx) rather than by typed routes, so they are passed as its splat parameter.
 */
export function SiteLink({ to, ...rest }: Props) {
  const [pathname = '', hash] = to.split('#', 2)
  // Exact: a version page must not mark its own platform sub-pages' tabs as the current page. A link to a
  // section (`/dj/pro#pricing`) is current only at that section, or every section of one page would be.
  const activeOptions = { exact: true, includeHash: hash !== undefined }
  if (pathname === '/' || pathname === '')
    return <Link {...rest} to="/" hash={hash} activeOptions={activeOptions} />
  return (
    <Link
      {...rest}
      to="/$"
      params={{ _splat: pathname.replace(/^\//, '') }}
      hash={hash}
      activeOptions={activeOptions}
    />
  )
}
