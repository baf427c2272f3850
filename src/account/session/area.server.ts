/** The header's read: who is signed in, with their name and picture (src/account/header.server.ts). */

import { sessionSummary } from '../header.server.ts'
import { read } from '../kit/read.server.ts'

export const reads = { session: read(({ platform, request }) => sessionSummary(platform, request)) }
export const commands = {}
