/**
 * Writes docs/decisions/README.md, the index of decision records, from each record's first heading
 * (`# NNN: title`) and its "Superseded by" / "Supersedes" lines. `npm run docs:decisions`; a unit test
 * fails when the committed index is not what this would write.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const decisionsDir = resolve(import.meta.dirname, '../docs/decisions')
export const indexPath = join(decisionsDir, 'README.md')

/**
 * A record's status from every "superseded by NNN" it states: "Superseded by 120", "Superseded in part by
 * 260", "The X part is superseded by 155" (in part when any of them says so), in the order written.
 */
export function status(text: string): string {
  const mentions = [...text.matchAll(/(part is |in part )?superseded( in part)? by (\d{3})/gi)]
  if (mentions.length === 0) return ''
  const inPart = mentions.some((m) => m[1] || m[2])
  const records = [...new Set(mentions.map((m) => m[3]))]
  return `${inPart ? 'in part ' : ''}superseded by ${records.join(', ')}`
}

export function renderIndex(dir = decisionsDir): string {
  const rows = readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8')
      const title = /^#\s*\d{3}:?\s*(.+)$/m.exec(text)?.[1]?.trim() ?? name
      return `| [${name.slice(0, 3)}](${name}) | ${title.replace(/\|/g, '\\|')} | ${status(text)} |`
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
