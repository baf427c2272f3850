/**
 * Docs that send a newcomer to files that are gone (issue 29, decision 225): every code path named in
 * the README and docs/ must exist. Decisions are history: one may keep an old path when its
 * "> Since moved" note (or a "formerly" beside it) says where the code went.
 */
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const top = '(?:src|services|machines|models|routes|sandbox|scripts|config|tests|docs|\\.ci)'
/** A path into one of the project's folders ending in a file name with an extension, or a glob. */
const pathPattern = new RegExp(`(?<![\\w./-])(${top}/[\\w./*{},\\[\\]$<>-]*\\.[a-z]{2,4})(?![\\w/])`, 'g')
/** `docs/decisions/NNN` names a decision by number. */
const decisionPattern = /(?<![\w./-])docs\/decisions\/(\d{3})(?![\w-])/g

function expand(path: string): string[] {
  const brace = /\{([^{}]*)\}/.exec(path)
  if (!brace) return [path]
  return brace[1]!.split(',').flatMap((part) => expand(path.replace(brace[0], part)))
}

const exists = (path: string) =>
  existsSync(join(root, path)) || (/[*[]/.test(path) && globSync(path, { cwd: root }).length > 0)

/** Code paths named in `text` that do not exist (placeholders such as `<area>` and `NNN` are skipped). */
function missingPaths(text: string): string[] {
  const missing = new Set<string>()
  for (const [, named] of text.matchAll(pathPattern))
    for (const path of expand(named!)) if (!/<|NNN/.test(path) && !exists(path)) missing.add(path)
  const decisions = readdirSync(join(root, 'docs/decisions'))
  for (const [, number] of text.matchAll(decisionPattern))
    if (!decisions.some((file) => file.startsWith(`${number}-`))) missing.add(`docs/decisions/${number}`)
  return [...missing]
}

/** Old paths a decision explains: in its "> Since moved" note, or right after "formerly". */
function explained(text: string, path: string): boolean {
  const notes = text.split('\n').filter((line) => line.startsWith('> Since moved'))
  return notes.some((line) => line.includes(path)) || new RegExp(`formerly \`?${path}`).test(text)
}

const docs = ['README.md', ...globSync('docs/**/*.md', { cwd: root })]

describe('code paths named in the docs', () => {
  it('finds the paths it should (and only those)', () => {
    expect(
      missingPaths(
        'see `src/identity/cookies.ts`, `services/http/client.ts`, models/accounts/{identity,nothing}.ts, docs/decisions/003 and docs/decisions/999, `src/account/<area>/x.ts`',
      ),
    ).toEqual(['services/http/client.ts', 'models/accounts/nothing.ts', 'docs/decisions/999'])
  })

  it.each(docs)('%s names only paths that exist (a decision may explain an old one)', (file) => {
    const text = readFileSync(join(root, file), 'utf8')
    const isDecision = file.startsWith('docs/decisions/')
    const stale = missingPaths(text).filter((path) => !(isDecision && explained(text, path)))
    expect(stale).toEqual([])
  })
})
