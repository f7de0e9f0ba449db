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

const { NONCE_PLACEHOLDER } = require('./noncePlaceholder');
const { SESSION_PRELOAD_ATTRIBUTE } = require('./sessionPreloadPlugin');
const { TRUSTED_TYPES_POLICIES } = require('./trustedTypesPolicies');

const MANIFEST = 'prerendered.json';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SESSION_PRELOADS = new RegExp(`<link [^>]*${SESSION_PRELOAD_ATTRIBUTE}[^>]*>`, 'g');

/** html-webpack-plugin's start-up scripts, as webpack.config.js has it write them: deferred, nonce placeholder. */
const START_UP_SCRIPT = /<script defer="defer" src="([^"]+)" nonce="__CSP_NONCE__"><\/script>/g;

/**
 * A prerendered page needs no script to paint, so its start-up scripts are asked for once it has painted:
 * a tiny loader (under the nonce; 'strict-dynamic' trusts what it adds) appends them, in order, after the
 * first frame. As deferred scripts in the head they would arrive, on a fast line, before the first frame
 * and a slow phone would run 180 KiB of them before painting anything (measured: Lighthouse's mobile LCP
 * on /login 2.5 s with them deferred; preloading them, 2.2 s, since their bytes then share the line with
 * the page's). A hidden tab paints nothing, so it asks for them at once, or when it is shown.
 */
function startUpAfterPaint(sources) {
  const list = JSON.stringify(sources);
  // A script's src is a Trusted Types sink: the page's CSP lets the loader make URLs through its own policy,
  // for the listed scripts only (a browser without Trusted Types takes the plain URL).
  const policy = JSON.stringify(TRUSTED_TYPES_POLICIES.startUp);
  // `go` once the browser reports the first contentful paint (buffered: it may have happened already); a
  // browser with no paint entries asks after the next frame instead. Whatever happens, after 2 s: a paint the
  // browser never reports must not leave the page without its app (the Log in button would never enable).
  return (
    `<script nonce="${NONCE_PLACEHOLDER}">(function(){var s=${list},d=0,t=window.trustedTypes,p=t&&t.createPolicy(${policy},` +
    '{createScriptURL:function(u){if(s.indexOf(u)<0)throw new TypeError(u);return u}});' +
    'function go(){if(d)return;d=1;s.forEach(function(u){' +
    'var e=document.createElement("script");e.src=p?p.createScriptURL(u):u;e.async=false;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")return go();var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){l.getEntries().forEach(function(x){' +
    'if(x.name==="first-contentful-paint"){o.disconnect();setTimeout(go)}})}).observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(function(){setTimeout(go)});document.addEventListener("visibilitychange",go);setTimeout(go,2000)})()</script>'
  );
}

/**
 * index.html with a page in it: the styles it drew in the head, each with the nonce placeholder the server
 * fills per response as it fills the scripts' (a strict CSP allows a <style> only by nonce), its markup in
 * the root, its title in the tab (the one RootLayout gives it), and its start-up scripts asked for after
 * the first paint (startUpAfterPaint).
 */
function fillPage(template, { html, styles, title }) {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) throw new Error('prerender: index.html has no empty #root or no </head>');
  const sources = [...template.matchAll(START_UP_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) throw new Error('prerender: index.html has no start-up script');
  const nonced = styles.replace(/<style(?![^>]*\snonce=)/g, `<style nonce="${NONCE_PLACEHOLDER}"`);
  return template
    .replace(START_UP_SCRIPT, '')
    // The logged-in pages' preloads (sessionPreloadPlugin.js): a public page has no session to start.
    .replace(SESSION_PRELOADS, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} | Online Banking</title>`)
    .replace('</head>', `${nonced}</head>`)
    .replace(root, `<div id="root">${html}</div>`)
    .replace('</body>', `${startUpAfterPaint(sources)}</body>`);
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
