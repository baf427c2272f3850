/** Code-split views beyond the blocks: what needs images, audio or rich text (decision 032). */
import { preloadBlocks } from '../blocks/registry.ts'
import { lazyView } from '../shell/lazyView.tsx'
import type { ShellPage } from '../shell/types.ts'

export const lazyViews = {
  soundpacks: lazyView(() => import('./Soundpacks.tsx')),
  downloadList: lazyView(() => import('./downloads/DownloadList.tsx')),
  downloadDetail: lazyView(() => import('./downloads/DownloadDetail.tsx')),
}

/** Loads every chunk `shell` will render, so the render itself never suspends. */
export function preloadViews(shell: ShellPage): Promise<unknown> {
  const { view, resolved } = shell
  if (view.kind === 'downloadList') return lazyViews.downloadList.preload()
  if (view.kind === 'downloadDetail') return lazyViews.downloadDetail.preload()
  const soundpacks = resolved.contentType === 'sounds' || resolved.contentType === 'soundpack'
  return Promise.all([
    preloadBlocks(view.page.pageBuilder),
    soundpacks ? lazyViews.soundpacks.preload() : undefined,
  ])
}
