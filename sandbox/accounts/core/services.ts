/** The stand-in serves the nine account services under their names as path prefixes (decision 007). */
export {
  isServiceName,
  type ServiceName,
  serviceNames,
  serviceVariable,
} from '../../../models/accounts/services.ts'
