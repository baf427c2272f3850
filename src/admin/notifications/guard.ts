/**
 * Only customers with the notifications admin scope see the console; everyone else, signed out included,
 * gets the site's 404 (issue 13), so the console's existence is not advertised. The service decides who is
 * an admin: its 403 (2000) on the console's read is the refusal.
 */
import { notFound } from '@tanstack/react-router'
import type { SignedInRead } from '../../account/guard.ts'
import { loadAccountRead } from '../../account/reads.ts'
import type { ConsoleRead } from './types.ts'

export async function requireConsole(): Promise<SignedInRead<ConsoleRead>> {
  const read = await loadAccountRead('notificationsConsole')
  if (read.status === 'signedOut') throw notFound()
  if (!read.ok && (read.failure._tag === 'AccessDenied' || read.failure.status === 403)) throw notFound()
  return read
}
