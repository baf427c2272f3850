/**
 * A page's pageBuilder: sections of blocks. Each block renders through its code-split view; a block
 * the site does not know renders nothing and logs a warning on the server (never breaks the page).
 */
import type { Block, Section } from '../../models/content/index.ts'
import { blockView } from '../blocks/registry.ts'

function warnUnknown(block: Block, path: string) {
  if (typeof window !== 'undefined') return
  const type = block._type === 'unknownBlock' ? block.originalType : block._type
  console.warn(
    `[blocks] ${path}: unknown block type "${type}" (key ${block._key || 'none'}) rendered as nothing`,
  )
}

export function Sections({
  sections,
  path,
  continued = false,
}: {
  sections: ReadonlyArray<Section>
  path: string
  /** The rest of a page whose opening was rendered before: no lead block, no priority image. */
  continued?: boolean
}) {
  const blocks = sections.flatMap((s) => s.subSections)
  // The image a visitor sees first loads first: the hero's, or on a page without one the first card
  // grid's first picture (decision 283).
  const priorityBlock = continued
    ? undefined
    : (blocks.find((b) => b._type === 'heroBlock') ?? blocks.find((b) => b._type === 'productCards'))
  const lead = continued ? undefined : blocks[0]
  return (
    <>
      {sections.map((section) => (
        <section
          key={section._key}
          id={section.name}
          className={`page-section page-section--${section.theme ?? 'dark'}`}
          aria-label={section.heading ?? section.name}
        >
          {section.heading ? (
            <div className="container">
              <h2 className="page-section__heading">{section.heading}</h2>
            </div>
          ) : null}
          {section.subSections.map((block, i) => {
            const view = blockView(block._type)
            if (!view) {
              warnUnknown(block, path)
              return null
            }
            return (
              <view.View
                key={block._key || i}
                block={block}
                priority={block === priorityBlock}
                lead={block === lead}
              />
            )
          })}
        </section>
      ))}
    </>
  )
}

/** True when the page opens with a hero, which then carries the h1. */
export function opensWithHero(sections: ReadonlyArray<Section>): boolean {
  return sections[0]?.subSections[0]?._type === 'heroBlock'
}
