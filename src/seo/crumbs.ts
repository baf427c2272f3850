/** Breadcrumbs of a resolved path: Home, then each ancestor path the table knows, then the page. */
import { resolvePath } from '../../models/routes/resolve.ts'
import type { Crumb } from '../shell/types.ts'
import { platformNames, productName } from '../views/names.ts'

const segmentNames: Record<string, string> = {
  pricing: 'Pricing',
  'free-trial': 'Free trial',
  tutorials: 'Tutorials',
  downloads: 'Downloads',
  sounds: 'Sounds',
  careers: 'Careers',
  campaign: 'Campaign',
  'music-production': 'Music production',
  'producer-suite': 'Producer Suite',
}

function nameOf(path: string, segment: string): string {
  if (segment in platformNames) return platformNames[segment as keyof typeof platformNames]
  const resolved = resolvePath(path)
  if (resolved?.contentType === 'features' && resolved.product) return productName(resolved.product)
  return segmentNames[segment] ?? segment.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())
}

/** `title` names the last crumb (the page itself). Ancestors that do not resolve are skipped. */
export function crumbsOf(path: string, title: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }]
  if (path === '/') return crumbs
  const segments = path.slice(1).split('/')
  for (let i = 1; i < segments.length; i++) {
    const ancestor = `/${segments.slice(0, i).join('/')}`
    if (resolvePath(ancestor)) crumbs.push({ name: nameOf(ancestor, segments[i - 1] ?? ''), path: ancestor })
  }
  crumbs.push({ name: title, path })
  return crumbs
}
