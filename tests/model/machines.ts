/**
 * Every machine the testers' toolkit knows: the six the specification's "States and transitions"
 * names and the account flows. The coverage report lists them in this order (and says so when one
 * has no replay), tests/model/machines.test.ts checks each source exists and every machine file is
 * listed, and `npm run test:paths` finds a machine's browser replay by its name here.
 */
export interface MachineEntry {
  /** The name replays record under (`describeModel({ name })`, without `-browser`). */
  readonly name: string
  readonly title: string
  /** The machine's source, relative to the repository. */
  readonly source: string
  readonly group: 'named' | 'account'
}

export const machines: ReadonlyArray<MachineEntry> = [
  { name: 'loginState', title: 'Login state', source: 'machines/identity/loginState.ts', group: 'named' },
  { name: 'signIn', title: 'Sign-in', source: 'machines/identity/signIn.ts', group: 'named' },
  {
    name: 'tokenRenewal',
    title: 'Token renewal',
    source: 'machines/identity/tokenRenewal.ts',
    group: 'named',
  },
  { name: 'asyncData', title: 'Async data loading', source: 'machines/asyncData.ts', group: 'named' },
  {
    name: 'previewListening',
    title: 'Preview listening',
    source: 'machines/previewListening.ts',
    group: 'named',
  },
  { name: 'buildUpdate', title: 'Build updates', source: 'machines/buildUpdate.ts', group: 'named' },
  {
    name: 'accountCommand',
    title: 'Account command',
    source: 'machines/account/accountCommand.ts',
    group: 'account',
  },
  { name: 'planChange', title: 'Plan change', source: 'machines/account/planChange.ts', group: 'account' },
  {
    name: 'voucherRedeem',
    title: 'Voucher redemption',
    source: 'machines/account/voucherRedeem.ts',
    group: 'account',
  },
  { name: 'chargeRetry', title: 'Charge retry', source: 'machines/account/chargeRetry.ts', group: 'account' },
  { name: 'reauth', title: 'Password re-entry', source: 'machines/account/reauth.ts', group: 'account' },
  {
    name: 'notificationLifecycle',
    title: 'Notification lifecycle',
    source: 'machines/account/notificationLifecycle.ts',
    group: 'account',
  },
  {
    name: 'artworkGeneration',
    title: 'Artwork generation',
    source: 'machines/account/artworkGeneration.ts',
    group: 'account',
  },
]
