/** Dates and amounts as the commerce screens show them. */
export { money } from '../../../models/accounts/ecomRules.ts'
export { day } from '../../views/dates.ts'
