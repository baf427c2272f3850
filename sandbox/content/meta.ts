/**
 * The project-level reads @sanity/client offers beside data: datasets, projects and the current
 * user. The stand-in has one project and one user (the editor token's).
 */
import type { ServerResponse } from 'node:http'
import type { ContentContext } from './context.ts'
import { notFound } from './errors.ts'
import { decodeSegment, sendJson } from './http.ts'
import { editorUser, projectWithMembers } from './project.ts'

/** Answers `datasets`, `projects[/{id}[/datasets]]` and `users/me`; false when the path is none of them. */
export function handleMeta(
  ctx: ContentContext,
  res: ServerResponse,
  segments: string[],
  editor: boolean,
): boolean {
  const path = segments.map(decodeSegment)
  const project = { id: ctx.projectId, displayName: 'Pulsewave (content sandbox)' }
  const datasets = () => ctx.store.datasetNames().map((name) => ({ name, aclMode: 'public' }))
  const [first, id, sub, ...more] = path
  if (first === 'datasets' && path.length === 1) {
    sendJson(res, 200, datasets())
  } else if (first === 'projects' && path.length === 1) {
    sendJson(res, 200, [project])
  } else if (
    first === 'projects' &&
    id !== undefined &&
    more.length === 0 &&
    (sub === undefined || sub === 'datasets')
  ) {
    if (id !== ctx.projectId) throw notFound(`Project "${id.slice(0, 80)}" not found`)
    sendJson(res, 200, sub === 'datasets' ? datasets() : editor ? projectWithMembers(ctx) : project)
  } else if (first === 'users' && id === 'me' && path.length === 2) {
    sendJson(res, 200, editor ? editorUser : {})
  } else {
    return false
  }
  return true
}
