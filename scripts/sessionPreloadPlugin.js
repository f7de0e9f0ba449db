const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NONCE_PLACEHOLDER } = require('./noncePlaceholder');

/** The chunk groups every logged-in page's start-up asks for first (src/main.tsx, src/app/pageChunks.ts). */
const SESSION_CHUNK_GROUPS = ['digx-client', 'logged-in', 'app-shell'];

/** Marks the links, so the prerender can take them out of the public pages (scripts/prerenderPlugin.js). */
const SESSION_PRELOAD_ATTRIBUTE = 'data-session-preload';

/**
 * index.html, which serves every page with a session, preloads the chunks a reload of such a page needs before
 * anything it shows: the client (axios), the logged-in app and the shell. main.tsx would ask for them only once
 * the initial chunks have run, a round trip after them; preloaded, they come down beside them. The public pages
 * the build prerenders (/login above all) leave them out: a visitor without a session needs none of them yet.
 */
class SessionPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('SessionPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('SessionPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        const files = new Set(
          SESSION_CHUNK_GROUPS.flatMap((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`SessionPreloadPlugin: no chunk group named ${name}`);
            return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          }),
        );
        for (const file of files) {
          data.assetTags.meta.push({
            tagName: 'link',
            voidTag: true,
            // Under the page's nonce, as its scripts are: the CSP checks a script's preload too.
            // Low priority: fetched beside the initial chunks without holding them (and the first paint) back.
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low', nonce: NONCE_PLACEHOLDER, [SESSION_PRELOAD_ATTRIBUTE]: true },
          });
        }
        return data;
      });
    });
  }
}

module.exports = { SessionPreloadPlugin, SESSION_PRELOAD_ATTRIBUTE };
