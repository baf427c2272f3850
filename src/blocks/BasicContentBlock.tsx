import { ContentImage } from '../components/ContentImage.tsx'
import { RichText } from '../components/RichText.tsx'
import { Ctas } from './Ctas.tsx'
import type { BlockProps } from './types.ts'

export default function BasicContentBlock({ block }: BlockProps<'basicContentBlock'>) {
  const side = block.imagePosition ?? 'right'
  return (
    <div className={`basic container${block.image ? ` basic--with-image basic--image-${side}` : ''}`}>
      <div className="basic__text">
        {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
        {block.heading ? <h2>{block.heading}</h2> : null}
        <RichText value={block.body} />
        <Ctas ctas={block.ctas} />
      </div>
      {block.image ? (
        <ContentImage className="basic__image" image={block.image} sizes="(min-width: 60rem) 50vw, 100vw" />
      ) : null}
    </div>
  )
}
