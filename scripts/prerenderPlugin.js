/**
 * Build-time prerendering of the public pages (issue 29), part of every production build: once the browser
 * build has written index.html, a Node build of src/app/prerender/renderPage.tsx (the same loaders, aliases
 * and bank profile, one file, not minified) renders each page of its PRERENDERED_PAGES, and each is written
 * beside index.html as index.html with the page inside its root (fillPage below).
 *
 * It also writes prerendered.json, the server's map (scripts/serve.ts): which address has which file, and
 * the addresses the app opens, any other one being answered with 404.html.
 */
const fs = require('node:fs');
const path = require('node:path');

const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const MANIFEST = 'prerendered.json';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a page in it: the styles it drew in the head, each with the nonce placeholder the server
 * fills per response as it fills the scripts' (a strict CSP allows a <style> only by nonce), its markup in
 * the root and its title in the tab, the one RootLayout gives it.
 */
function fillPage(template, { html, styles, title }) {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) throw new Error('prerender: index.html has no empty #root or no </head>');
  const nonced = styles.replace(/<style(?![^>]*\snonce=)/g, `<style nonce="${NONCE_PLACEHOLDER}"`);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} | Online Banking</title>`)
    .replace('</head>', `${nonced}</head>`)
    .replace(root, `<div id="root">${html}</div>`);
}

class PrerenderPlugin {
  /** @param {{ nodeConfig: (outputPath: string) => import('webpack').Configuration }} options the Node build's config, by where it writes */
  constructor({ nodeConfig }) {
    this.nodeConfig = nodeConfig;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const outDir = compilation.outputOptions.path;
      // Beside the other build reports, one folder per build folder (dist/ and dist-stock/ may build at once).
      const config = this.nodeConfig(path.resolve(outDir, '..', '.build', `prerender-${path.basename(outDir)}`));
      await runBuild(compiler.webpack, config);
      const bundle = path.join(config.output.path, config.output.filename);
      delete require.cache[require.resolve(bundle)];
      const { renderPage, PRERENDERED_PAGES, APP_PATHS } = require(bundle);
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const pages = {};
      for (const page of PRERENDERED_PAGES) {
        const rendered = await renderPage(page.path);
        fs.writeFileSync(path.join(outDir, page.file), fillPage(template, { ...rendered, title: page.title }));
        if (page.file !== '404.html') pages[page.path] = page.file;
      }
      const manifest = { pages, notFound: '404.html', appPaths: APP_PATHS };
      fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}

/** One run of a webpack build, closed after (so its filesystem cache is written). */
function runBuild(webpack, config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError) return reject(error ?? closeError);
        if (stats.hasErrors()) return reject(new Error(`prerender build failed:\n${stats.toString({ all: false, errors: true })}`));
        resolve();
      });
    });
  });
}

module.exports = { PrerenderPlugin, fillPage, MANIFEST };
