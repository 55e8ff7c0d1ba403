import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { z } from 'zod';
import { preactAliases, routerProduction } from './preact-aliases.ts';
import { installableShop } from './pwa.ts';
import { paths } from './src/shared/routing/paths.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build;
 * the server sends the copy the browser accepts as it is (packages/server/src/http/web-client.ts),
 * so the highest compression costs nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'shop-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) =>
        /\.(js|css|html|svg|json|txt)$/.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const content = await fs.readFile(full);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The article page's largest element is its picture, which only the client renders: the server
 * names that page's modules in a `Link` header with the page (decision 071), so they download
 * beside the shell instead of after it has run. Written to dist/boot/page-modules.json as
 * pattern (relative to /:shop/:language) → the files, those every page loads left out.
 */
const PAGE_MODULES: Record<string, string[]> = {
  [paths.product.pattern]: [
    'src/features/product/product-page.tsx',
    'src/features/product/api/get-article.ts',
  ],
};

function pageModules(): Plugin {
  return {
    name: 'shop-page-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (files: string[], found = new Set<string>()): Set<string> => {
        for (const file of files) {
          if (found.has(file)) continue;
          found.add(file);
          withImports(byFile.get(file)?.imports ?? [], found);
        }
        return found;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (entry === undefined) throw new Error('the build has no entry chunk');
      const initial = withImports([entry.fileName]);
      const table = Object.fromEntries(
        Object.entries(PAGE_MODULES).map(([pattern, modules]) => {
          const files = modules.map((module) => {
            const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
            if (chunk === undefined) throw new Error(`no chunk holds ${module}`);
            return chunk.fileName;
          });
          return [
            pattern,
            [...withImports(files)].filter((file) => !initial.has(file)).map((file) => `/${file}`),
          ];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'boot/page-modules.json',
        source: JSON.stringify(table),
      });
    },
  };
}

/**
 * Writes the stylesheet every page loads into index.html instead of linking it: a linked
 * stylesheet blocks the first paint for one more round trip, during which a phone also starts
 * downloading the shell's scripts, so the boot screen and the consent bar painted at about 1.8 s
 * on Lighthouse's phone instead of about 0.7 s (decision 075). The file stays beside the build
 * for the bundle report; lazily loaded styles (the captcha's) keep their own files.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'shop-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const link = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g;
        if (!link.test(html)) throw new Error('index.html links no stylesheet to inline');
        return html.replace(link, (_tag, file: string) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== 'asset') throw new Error(`the build has no stylesheet ${file}`);
          const css = String(asset.source);
          // a stylesheet cannot end the element early: CSS never needs the text "</style"
          if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style"`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * Resolves `zod` in the client's code, the domain's contracts included, to
 * src/shared/api/zod-without-eval.ts, which turns zod's parser compilation off before any schema
 * is built; the CSP refuses `new Function`. That module itself gets zod.
 */
function zodWithoutEval(): Plugin {
  const wrapper = path.resolve(import.meta.dirname, 'src/shared/api/zod-without-eval.ts');
  return {
    name: 'shop-zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'zod' && importer !== wrapper ? wrapper : null;
    },
  };
}

/**
 * The build-time settings src/shared/config.ts reads, checked when the client is built or
 * served: a wrong value fails here instead of in a customer's browser (decision 030).
 */
const envSchema = z.object({
  VITE_COMPANY_SITE_URL: z.url().optional(),
  VITE_EXPLORE_URL: z.url().optional(),
  VITE_WHOLESALE_URL: z.url().optional(),
  VITE_ABOUT_URL: z.url().optional(),
  VITE_DISTRIBUTION_URL: z.url().optional(),
  VITE_BUSINESS_CONSOLE_URL: z.url().optional(),
});

/** Paths the shop server answers; the dev server forwards them so the SPA runs on its own origin. */
const serverPaths = [
  '/api',
  '/loca',
  '/auth',
  '/account',
  '/intern',
  '/basket',
  '/newsletter',
  '/export',
  '/portal',
  '/images',
];
const serverUrl = 'http://localhost:3000';

const config = {
  plugins: [
    zodWithoutEval(),
    react(),
    tailwindcss(),
    pageModules(),
    inlineStylesheet(),
    precompress(),
    installableShop(),
  ],
  resolve: { alias: [...preactAliases, routerProduction] },

  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each entry loads, for the size budget (bundle-report.ts)
    manifest: true,
    rolldownOptions: {
      output: {
        // every module runs when something that needs it runs, not when its chunk loads: the
        // `shared` chunk holds the contracts of every page, and building all their zod schemas
        // cost each first page about 20 ms of CPU (80 ms on Lighthouse's phone; decision 065)
        strictExecutionOrder: true,
        // libraries change less often than the shop: separate chunks stay cached across releases
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            // the captcha widget loads only with a form that has a captcha (captcha.tsx)
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/, priority: 30 },
            // what every first page loads in a few files rather than one per shared module: on
            // HTTP/1.1 a browser opens six connections per host and each file costs a round trip
            // (decision 047); the libraries apart from the shop's code, which changes more often
            { name: 'libraries', test: /node_modules/, tags: ['$initial'], priority: 20 },
            { name: 'shell', tags: ['$initial'], priority: 10 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 25 },
            // dialogs, their focus trap and scroll lock: the shared chunk would carry them to
            // pages that only may open one, such as the article page (decision 073)
            {
              name: 'dialog',
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll(-bar)?|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce)[\\/]|web[\\/]src[\\/]shared[\\/]ui[\\/]modal\.tsx$/,
              priority: 6,
            },
            // the sanitiser of server HTML (content pages and newsletters) stays out of the shared
            // chunk every page loads
            {
              name: 'sanitizer',
              test: /node_modules[\\/]dompurify[\\/]|web[\\/]src[\\/]shared[\\/]ui[\\/]sanitized-html\.tsx$/,
              priority: 25,
            },
            {
              name: 'shared',
              test: /packages[\\/](web[\\/]src|domain[\\/]src|messages)[\\/]/,
              minShareCount: 2,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, serverUrl])),
  },
} satisfies UserConfig;

/**
 * The server's renderer (`vite build --ssr src/entry-server.tsx`, decision 126): the same
 * components on the same Preact aliases, every package bundled (an installed React would be
 * React, not Preact), in one file under dist-ssr, out of the directory the server serves.
 */
const ssrConfig = {
  plugins: [zodWithoutEval(), react(), tailwindcss()],
  resolve: { alias: [...preactAliases, routerProduction] },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', inlineDynamicImports: true } },
  },
} satisfies UserConfig;

export default defineConfig(({ mode, isSsrBuild }) => {
  envSchema.parse(loadEnv(mode, import.meta.dirname, 'VITE_'));
  return isSsrBuild === true ? ssrConfig : config;
});
