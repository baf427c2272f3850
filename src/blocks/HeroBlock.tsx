import { ContentImage } from '../components/ContentImage.tsx'
import { Ctas } from './Ctas.tsx'
import type { BlockProps } from './types.ts'

export default function HeroBlock({ block, priority, lead }: BlockProps<'heroBlock'>) {
  const Heading = lead ? 'h1' : 'h2'
  return (
    <div className={`hero hero--${block.theme ?? 'dark'}`}>
      <ContentImage
        className="hero__image"
        image={block.backgroundImage}
        sizes="100vw"
        priority={priority}
        maxWidth={1920}
      />
      <div className="hero__content container">
        {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
        <Heading className="hero__heading">{block.heading}</Heading>
        {block.subheading ? <p className="hero__sub">{block.subheading}</p> : null}
        <Ctas ctas={block.ctas} />
      </div>
    </div>
  )
}
