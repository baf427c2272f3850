/**
 * The eight services still to come. Each is a module with no routes yet, so its prefix answers the
 * real services' 404 `{"message":"Not found"}`. To implement one, replace its entry with a module shaped
 * like identity/index.ts (schema, seed, register) in its own folder.
 */
import type { ServiceModule } from '../core/module.ts'
import type { ServiceName } from '../core/services.ts'

const placeholder = (name: ServiceName): ServiceModule => ({ name, register: () => {} })

export const placeholders: ReadonlyArray<ServiceModule> = [
  placeholder('ecom'),
  placeholder('profile'),
  placeholder('notifications'),
  placeholder('da'),
  placeholder('rewards'),
  placeholder('cloudlib'),
  placeholder('ai-proxy'),
]
