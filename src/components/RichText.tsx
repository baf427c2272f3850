/**
 * Portable Text through @portabletext/react. Internal links arrive resolved to site paths (the content
 * model does it) and navigate client-side through SiteLink; a link whose target is gone renders as
 * text; external links are http(s) only and open safely in a new tab when asked.
 */
import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PortableText as PortableTextValue, SanityImage } from '../../models/content/index.ts'
import { ContentImage } from './ContentImage.tsx'
import { SiteLink } from './SiteLink.tsx'

const components: PortableTextComponents = {
  marks: {
    internalLink: ({ value, children }) =>
      value?.href ? <SiteLink to={value.href}>{children}</SiteLink> : children,
    link: ({ value, children }) => {
      if (!value?.href) return children
      return value.openInNewTab ? (
        <a href={value.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={value.href}>{children}</a>
      )
    },
  },
  types: {
    image: ({ value }: { value: SanityImage }) => (
      <figure className="rich-text__figure">
        <ContentImage image={value} sizes="(min-width: 60rem) 42rem, 100vw" />
        {value.caption ? <figcaption>{value.caption}</figcaption> : null}
      </figure>
    ),
  },
  // Unknown types and marks render their text only; @portabletext/react's default would warn in the console.
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
}

export function RichText({
  value,
  className = 'rich-text',
}: {
  value: PortableTextValue
  className?: string
}) {
  return (
    <div className={className}>
      <PortableText value={value as never} components={components} />
    </div>
  )
}
