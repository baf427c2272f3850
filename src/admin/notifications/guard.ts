/**
 * Only customers with the notifications admin scope see the console; everyone else, signed out included,
 * gets the site's 404 (issue 13), so the console's existence is not advertised. The service decides who is
 * an admin: its 403 (2000) on the console's read is the refusal.
 */
import { notFound } from '@tanstack/react-router'
import { loadAccountRead } from '../../account/reads.ts'
import type { ConsoleRead } from './types.ts'

export async function requireConsole(): Promise<ConsoleRead> {
  const read = (await loadAccountRead('notificationsConsole')) as ConsoleRead
  if (read.status === 'signedOut') throw notFound()
  if (!read.ok && (read.failure._tag === 'AccessDenied' || read.failure.status === 403)) throw notFound()
  return read
}

const token = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9.]{1,48}$/.test(value) ? value : undefined

export const validateConsoleSearch = (search: Record<string, unknown>) => ({
  done: token(search.done),
  problem: token(search.problem),
  notification: token(
    typeof search.notification === 'number' ? String(search.notification) : search.notification,
  ),
})
