/**
 * The avatar upload as one command (accountCommand machine: a double submit sends once), whose steps
 * (avatarUpload.ts) arrive with the machine after hydration (decisions 261 and 271). Until then the form
 * posts the file to the `uploadAvatar` command, as without JavaScript.
 */
import { readyMark, useLazyActor } from '../kit/useLazyActor.ts'

export function useAvatarUpload(onDone: () => void) {
  const { snapshot: state, send } = useLazyActor(async ({ fromPromise }) => {
    const [{ accountCommandMachine }, { uploadAvatar }] = await Promise.all([
      import('../../../machines/account/accountCommand.ts'),
      import('./avatarUpload.ts'),
    ])
    return accountCommandMachine.provide({
      actors: { send: fromPromise(({ input }) => uploadAvatar(input)) },
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
