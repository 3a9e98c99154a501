// The playground's build: `npm run playground` serves it for development, `npm run
// playground:build` writes the static site to playground/dist/ (relative URLs, so that it works
// from any folder of any static host). It needs the compiler built first (`npm run build`: the
// standard library compiled at each level, and the generated runtime bundle).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "./",
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 4096 },
  worker: { format: "es" },
  server: { fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] } },
});
