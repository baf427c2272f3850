import { ContentImage } from '../components/ContentImage.tsx'
import { RichText } from '../components/RichText.tsx'
import type { BlockProps } from './types.ts'

export default function StepCardList({ block }: BlockProps<'stepCardList'>) {
  return (
    <div className="container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ol className="steps">
        {block.steps.map((step, i) => (
          <li key={step._key} className="card step">
            <span className="step__number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <RichText value={step.body} />
            </div>
            {step.image ? (
              <ContentImage
                className="step__image"
                image={step.image}
                sizes="(min-width: 60rem) 20rem, 100vw"
              />
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
