/**
 * Every machine invokes its I/O through named actors that its caller provides (`machine.provide`). The
 * machine's own stand-in for each must fail loudly, naming the actor, so a caller that forgot one learns
 * which, rather than a load that never ends or a silent success. Decision 177 listed these as the
 * mutants no replay can reach: every replay provides its actors.
 */
import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate'
import { accountCommandMachine } from './account/accountCommand.ts'
import { artworkGenerationMachine } from './account/artworkGeneration.ts'
import { chargeRetryMachine } from './account/chargeRetry.ts'
import { notificationLifecycleMachine } from './account/notificationLifecycle.ts'
import { planChangeMachine } from './account/planChange.ts'
import { reauthMachine } from './account/reauth.ts'
import { voucherRedeemMachine } from './account/voucherRedeem.ts'
import { asyncDataMachine } from './asyncData.ts'
import { buildUpdateMachine } from './buildUpdate.ts'
import { loginStateMachine } from './identity/loginState.ts'
import { signInMachine } from './identity/signIn.ts'
import { tokenRenewalMachine } from './identity/tokenRenewal.ts'
import { previewListeningMachine } from './previewListening.ts'

const machines: Array<[string, AnyStateMachine, string[]]> = [
  ['asyncDataMachine', asyncDataMachine, ['load']],
  ['buildUpdateMachine', buildUpdateMachine, ['fetchManifest']],
  ['previewListeningMachine', previewListeningMachine, ['fetchPreview', 'listen']],
  ['tokenRenewalMachine', tokenRenewalMachine, ['refreshTokens']],
  ['loginStateMachine', loginStateMachine, ['readSession', 'logOut']],
  ['signInMachine', signInMachine, ['createAuthorization', 'exchangeCode']],
  ['accountCommandMachine', accountCommandMachine, ['send']],
  ['artworkGenerationMachine', artworkGenerationMachine, ['generate']],
  ['chargeRetryMachine', chargeRetryMachine, ['retry', 'useMethod']],
  ['notificationLifecycleMachine', notificationLifecycleMachine, ['change']],
  ['planChangeMachine', planChangeMachine, ['request', 'confirm']],
  ['reauthMachine', reauthMachine, ['attempt', 'confirm']],
  ['voucherRedeemMachine', voucherRedeemMachine, ['assign', 'redeem']],
]

describe('an actor the caller did not provide', () => {
  for (const [name, machine, actors] of machines)
    for (const actor of actors)
      it(`${name}: \`${actor}\` fails, naming the machine and the actor`, async () => {
        const logic = (machine.implementations.actors as Record<string, AnyActorLogic | undefined>)[actor]
        expect(logic).toBeDefined()
        const running = createActor(logic as AnyActorLogic, { input: {} })
        const ended = toPromise(running)
        running.start()
        await expect(ended).rejects.toThrow(new RegExp(`^${name}: provide (an? )?\`${actor}\``))
      })
})
