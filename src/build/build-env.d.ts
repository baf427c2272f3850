// The build id that src/build/buildManifest.ts defines for every environment.
interface ImportMetaEnv {
  readonly VITE_BUILD_ID: string
}
