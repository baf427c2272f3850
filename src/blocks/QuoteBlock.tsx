import { ContentImage } from '../components/ContentImage.tsx'
import type { BlockProps } from './types.ts'

export default function QuoteBlock({ block }: BlockProps<'quoteBlock'>) {
  return (
    <figure className="quote container container--narrow">
      <blockquote className="quote__text">
        <p>{block.quote}</p>
      </blockquote>
      <figcaption className="quote__author">
        {block.avatar ? (
          <ContentImage
            className="quote__avatar"
            image={block.avatar}
            aspect={1}
            sizes="3.5rem"
            maxWidth={112}
          />
        ) : null}
        <span>
          <strong>{block.author}</strong>
          {block.role ? <span className="quote__role">{block.role}</span> : null}
        </span>
      </figcaption>
    </figure>
  )
}
