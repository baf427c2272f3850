import { ContentImage } from '../components/ContentImage.tsx'
import { RichText } from '../components/RichText.tsx'
import { Ctas } from './Ctas.tsx'
import type { BlockProps } from './types.ts'

/** With `priority` (the page's first picture, decision 283) the first card's image loads first. */
export default function ProductCards({ block, priority }: BlockProps<'productCards'>) {
  return (
    <div className="container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ul className="card-grid card-grid--products">
        {block.cards.map((card, index) => (
          <li key={card._key} className="card product-card">
            <ContentImage
              className="product-card__image"
              image={card.image}
              aspect={16 / 10}
              sizes="(min-width: 60rem) 30vw, 100vw"
              priority={priority && index === 0}
            />
            <div className="product-card__body">
              {card.badge ? <p className="badge">{card.badge}</p> : null}
              <h3>{card.title}</h3>
              {card.priceLabel ? <p className="product-card__price">{card.priceLabel}</p> : null}
              <RichText value={card.body} />
              <Ctas ctas={card.ctas} className="ctas ctas--compact" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
