import { ContentImage } from '../components/ContentImage.tsx'
import type { BlockProps } from './types.ts'

export default function Gallery({ block }: BlockProps<'gallery'>) {
  const columns = block.columns ?? 3
  return (
    <div className="container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ul className={`gallery gallery--${columns}`}>
        {block.images.map((image, i) => (
          <li key={image._key ?? i}>
            <figure>
              <ContentImage
                image={image}
                aspect={4 / 3}
                sizes={`(min-width: 60rem) ${Math.round(100 / columns)}vw, 50vw`}
              />
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  )
}
