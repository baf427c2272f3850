import { ContentImage } from '../components/ContentImage.tsx'
import { RichText } from '../components/RichText.tsx'
import { Ctas } from './Ctas.tsx'
import type { BlockProps } from './types.ts'

export default function FeatureCards({ block }: BlockProps<'featureCards'>) {
  return (
    <div className="container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ul className="card-grid">
        {block.cards.map((card) => (
          <li key={card._key} className="card feature-card">
            {card.icon ? (
              <ContentImage className="feature-card__icon" image={card.icon} sizes="3rem" maxWidth={96} />
            ) : null}
            <h3>{card.title}</h3>
            <RichText value={card.body} />
            <Ctas ctas={card.cta ? [card.cta] : []} className="ctas ctas--compact" />
          </li>
        ))}
      </ul>
    </div>
  )
}
