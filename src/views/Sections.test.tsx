import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Section } from '../../models/content/index.ts'
import { Sections } from './Sections.tsx'

describe('Sections', () => {
  it('renders nothing for an unknown block type and logs a warning on the server', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sections = [
      {
        _key: 's1',
        heading: 'Around it',
        subSections: [{ _key: 'b1', _type: 'unknownBlock', originalType: 'holoStage' }],
      },
    ] as unknown as Section[]
    const html = renderToString(<Sections sections={sections} path="/studio" />)
    expect(html).toContain('Around it')
    expect(html).not.toContain('holoStage')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown block type "holoStage"'))
    warn.mockRestore()
  })
})
