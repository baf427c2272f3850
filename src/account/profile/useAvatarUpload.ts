/**
 * The avatar upload as one command (accountCommand machine: a double submit sends once): ask the site
 * for an upload address, PUT the file straight to it from the browser, then make it the avatar. A file
 * of the wrong type or size is refused before anything is sent. Until the machine arrives (after
 * hydration, decision 261) the form posts the file to the `uploadAvatar` command, as without JavaScript.
 */
import type { CommandOutcome } from '../../../machines/account/accountCommand.ts'
import { avatarProblem } from '../../../models/accounts/profileRules.ts'
import { postForm, sendCommand } from '../kit/post.ts'
import { readyMark, useLazyActor } from '../kit/useLazyActor.ts'
import type { UploadTarget } from './avatar.server.ts'

const refused = (code: number): CommandOutcome => ({
  ok: false,
  failure: { _tag: 'ApiError', status: 400, code },
})

async function upload(input: FormData): Promise<CommandOutcome> {
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

export function useAvatarUpload(onDone: () => void) {
  const { snapshot: state, send } = useLazyActor(async ({ fromPromise }) => {
    const { accountCommandMachine } = await import('../../../machines/account/accountCommand.ts')
    return accountCommandMachine.provide({
      actors: { send: fromPromise(({ input }) => upload(input)) },
      actions: { succeeded: onDone },
    })
  })
  return {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      if (!state) return
      event.preventDefault()
      send({ type: 'user.submit', input: new FormData(event.currentTarget) })
    },
    mark: readyMark(state !== undefined),
    canSubmit: state?.can({ type: 'user.submit', input: new FormData() }) ?? true,
    busy: state?.hasTag('busy') ?? false,
    done: state?.hasTag('done') ?? false,
    failure: state?.hasTag('failed') ? state.context.failure : undefined,
  }
}

export type AvatarUpload = ReturnType<typeof useAvatarUpload>
