/**
 * How to activate each product, in the customer's words: where the product asks for it, and whether it
 * wants a sign-in (a subscription or trial, tied to the account) or the serial number shown on the card.
 * The site's own knowledge of its products: the licence service only names the product.
 */
import type { LicenceRow } from './types.ts'

interface ProductHelp {
  /** Where the product's activation lives, finishing "Open …". */
  readonly where: string
  readonly offline?: string
}

const products: Readonly<Record<string, ProductHelp>> = {
  Studio: { where: 'Studio and choose Help › Activate Studio' },
  Sample: {
    where: 'your music software, add Sample to a track and choose Activate in its window',
  },
  'Hex FX': {
    where: 'your music software, add Hex FX to a track and choose Activate in its window',
  },
  'DJ Pro': {
    where: 'DJ Pro and choose Settings › Account › Activate',
    offline: 'No internet at the gig? Activate once at home: DJ Pro then works offline for 30 days.',
  },
  'Producer Suite': {
    where: 'Studio and choose Help › Activate Studio: Sample and Hex FX are activated with it',
  },
}

const fallback: ProductHelp = { where: 'the product and choose Activate from its Help menu' }

/** The steps, in order, to activate this licence on a computer. */
export function activationSteps(licence: LicenceRow): string[] {
  const help = products[licence.product] ?? fallback
  const steps = [`Install ${licence.product} from Downloads, then open ${help.where}.`]
  steps.push(
    licence.serial
      ? 'Choose "I have a serial number", paste the serial number above (Copy puts it on your clipboard) and confirm.'
      : 'Choose "Sign in" and sign in with this account: the licence is tied to it, no serial number needed.',
  )
  if (licence.ilokUser)
    steps.push(`Or open iLok License Manager as ${licence.ilokUser} and activate it on this computer there.`)
  if (licence.activationLimit !== undefined && licence.activations.length >= licence.activationLimit)
    steps.push(
      'All activations are in use: deauthorize a computer you no longer use (above) to free one first.',
    )
  if (help.offline) steps.push(help.offline)
  return steps
}
