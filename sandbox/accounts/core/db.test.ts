import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { openDatabase } from './db.ts'

const dirs: string[] = []
function database() {
  const dir = mkdtempSync(join(tmpdir(), 'accounts-db-'))
  dirs.push(dir)
  return openDatabase(dir, ['CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)'])
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

it('answers the same statement for the same SQL, and each use starts it afresh', () => {
  const db = database()
  const insert = db.prepare('INSERT INTO notes (text) VALUES (?)')
  expect(db.prepare('INSERT INTO notes (text) VALUES (?)')).toBe(insert)
  insert.run('a')
  db.prepare('INSERT INTO notes (text) VALUES (?)').run('b')
  const byId = db.prepare('SELECT text FROM notes WHERE id = ?')
  expect(byId.get(1)).toEqual({ text: 'a' })
  expect(db.prepare('SELECT text FROM notes WHERE id = ?').get(2)).toEqual({ text: 'b' })
  expect(db.prepare('SELECT text FROM notes ORDER BY id').all()).toEqual([{ text: 'a' }, { text: 'b' }])
})

it('keeps a bounded number of statements', () => {
  const db = database()
  const first = db.prepare('SELECT 0')
  for (let i = 1; i <= 500; i++) db.prepare(`SELECT ${i}`)
  // The 501st distinct statement dropped the kept ones: the first is compiled anew.
  expect(db.prepare('SELECT 0')).not.toBe(first)
  expect(db.prepare('SELECT 0').get()).toEqual({ 0: 0 })
})

it('sees a table changed after a statement over it was kept', () => {
  const db = database()
  db.prepare('INSERT INTO notes (text) VALUES (?)').run('a')
  const all = db.prepare('SELECT * FROM notes')
  expect(all.all()).toEqual([{ id: 1, text: 'a' }])
  db.exec('ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0')
  expect(db.prepare('SELECT * FROM notes').all()).toEqual([{ id: 1, text: 'a', pinned: 0 }])
})
