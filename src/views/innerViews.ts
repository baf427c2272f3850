/** Views behind the shell chunk: what needs images, audio or rich text (decision 032). */
import { preloadBlocks } from '../blocks/registry.ts'
import { lazyView } from '../shell/lazyView.tsx'
import type { ShellPage } from '../shell/types.ts'

export const innerViews = {
  soundpacks: lazyView(() => import('./Soundpacks.tsx')),
  downloadList: lazyView(() => import('./downloads/DownloadList.tsx')),
  downloadDetail: lazyView(() => import('./downloads/DownloadDetail.tsx')),
}

export function preloadInner(shell: ShellPage): Promise<unknown> {
  const { view, resolved } = shell
  if (view.kind === 'downloadList') return innerViews.downloadList.preload()
  if (view.kind === 'downloadDetail') return innerViews.downloadDetail.preload()
  const soundpacks = resolved.contentType === 'sounds' || resolved.contentType === 'soundpack'
  return Promise.all([
    preloadBlocks(view.page.pageBuilder),
    soundpacks ? innerViews.soundpacks.preload() : undefined,
  ])
}
