import { initialJsGzipBytes, scriptAssets } from './tests/bench/initial-js.ts'
for (const p of ['/', '/studio', '/studio/downloads/2.3.1/win']) {
  const html = await (await fetch('http://127.0.0.1:40301' + p)).text()
  console.log(p, initialJsGzipBytes(html, 'dist/client'), scriptAssets(html).join(' '))
}
