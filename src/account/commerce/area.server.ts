/** The commerce area's server half: its reads and commands, collected from the files beside it. */
export { commerceCommands as commands } from './commands.server.ts'
export { commerceReads as reads } from './reads.server.ts'
