/**
 * The avatar upload's steps, which the upload machine runs: refuse a file of the wrong type or size
 * before anything is sent, ask the site for an upload address, PUT the file straight to it from the
 * browser, then make it the avatar. Loaded with the machine after hydration (decisions 261 and 271).
 */
import type { CommandOutcome } from '../../../machines/account/accountCommand.ts'
import { avatarProblem } from '../../../models/accounts/profileChecks.ts'
import { postForm, sendCommand } from '../kit/post.ts'
import type { UploadTarget } from './avatar.server.ts'

const refused = (code: number): CommandOutcome => ({
  ok: false,
  failure: { _tag: 'ApiError', status: 400, code },
})

export async function uploadAvatar(input: FormData): Promise<CommandOutcome> {
  const file = input.get('avatar')
  if (!(file instanceof File) || file.size === 0) return refused(2013)
  const problem = avatarProblem(file)
  if (problem)
    return { ok: false, failure: { _tag: 'ApiError', status: problem === 'size' ? 413 : 400, code: 2012 } }
  const target = await postForm<UploadTarget>('/api/account/avatar-upload', { contentType: file.type })
  if (!target.ok) return target
  if (!target.value) return { ok: false, failure: { _tag: 'DecodeError' } }
  const put = await fetch(target.value.url, {
    method: target.value.method,
    body: file,
    headers: { 'content-type': file.type },
  })
  if (!put.ok) return { ok: false, failure: { _tag: 'ApiError', status: put.status, code: 2012 } }
  return sendCommand('setAvatar', {})
}
