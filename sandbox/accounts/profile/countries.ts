/** ISO 3166-1 alpha-2 country codes: the site's list (models/accounts/countries.ts), one copy for both sides. */
export { countryCodes } from '../../../models/accounts/countries.ts'
