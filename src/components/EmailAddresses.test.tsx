import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EmailAddresses } from './EmailAddresses.tsx'

const html = (addresses: string[]) => renderToStaticMarkup(<EmailAddresses addresses={addresses} />)
/** What a reader, a copy or `textContent` gets: the markup without its tags, entities decoded. */
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')

describe('EmailAddresses', () => {
  it('offers a line break right after the @ of each address, and nowhere else', () => {
    const markup = html(['ana.alvarez@example.com', 'ana@studio.example'])
    expect(markup.split('<wbr/>').map(text)).toEqual(['ana.alvarez@', 'example.com, ana@', 'studio.example'])
  })

  it('reads as the addresses themselves, comma-separated', () => {
    fc.assert(
      fc.property(fc.array(fc.emailAddress(), { maxLength: 4 }), (addresses) => {
        expect(text(html(addresses))).toBe(addresses.join(', '))
      }),
    )
  })

  it('breaks after the last @ only, and leaves text without one as it is', () => {
    expect(html(['"a@b"@example.com']).split('<wbr/>').map(text)).toEqual(['"a@b"@', 'example.com'])
    expect(html(['not an address'])).not.toContain('<wbr')
    expect(html([])).toBe('')
  })
})
