/** Dates and amounts as the commerce screens show them. */
export { money } from '../../../models/accounts/ecomRules.ts'

export const day = (iso: string | undefined) =>
  iso
    ? new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString('en-GB', {
        dateStyle: 'medium',
        timeZone: 'UTC',
      })
    : undefined
