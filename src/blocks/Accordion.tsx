import { RichText } from '../components/RichText.tsx'
import type { BlockProps } from './types.ts'

/** Native details/summary: keyboard and screen-reader support without script. */
export default function Accordion({ block }: BlockProps<'accordion'>) {
  return (
    <div className="accordion container container--narrow">
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.items.map((item) => (
        <details key={item._key} className="accordion__item">
          <summary className="accordion__question">{item.question}</summary>
          <RichText value={item.answer} className="rich-text accordion__answer" />
        </details>
      ))}
    </div>
  )
}
