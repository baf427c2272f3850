/**
 * Writes docs/decisions/README.md, the index of decision records, from each record's first heading
 * (`# NNN: title`) and its "Superseded by" / "Supersedes" lines. `npm run docs:decisions`; a unit test
 * fails when the committed index is not what this would write.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const decisionsDir = resolve(import.meta.dirname, '../docs/decisions')
export const indexPath = join(decisionsDir, 'README.md')

export function renderIndex(dir = decisionsDir): string {
  const rows = readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8')
      const title = /^#\s*\d{3}:?\s*(.+)$/m.exec(text)?.[1]?.trim() ?? name
      const superseded = /superseded by (\d{3})|part is superseded by (\d{3})/i.exec(text)
      return `| [${name.slice(0, 3)}](${name}) | ${title.replace(/\|/g, '\\|')} | ${superseded ? `${superseded[2] ? 'in part ' : ''}superseded by ${superseded[1] ?? superseded[2]}` : ''} |`
    })
  return [
    '# Decision records',
    '',
    'One short file per choice a successor would question: context, decision, consequences. A changed decision',
    'gets a new record that says which one it supersedes. This index is generated: `npm run docs:decisions`.',
    '',
    '| record | decision | status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

if (import.meta.main) {
  writeFileSync(indexPath, renderIndex())
  console.log(`wrote ${indexPath}`)
}
