/**
 * Writes `.build/<output folder>.modules.json` beside a build: which source files and packages each chunk holds,
 * which chunks each chunk group loads, and which modules the entry evaluates in its first task (its static
 * imports, followed to the end; an eager `import()` starts a later task). The budget check reads it
 * (scripts/bundleRules.ts) to hold what loads up front, so those rules are read from what webpack built
 * rather than from source text. Kept out of dist/: the server publishes dist/ as it is.
 */
const fs = require('node:fs');
const path = require('node:path');

/** The file a module was read from, relative to the project, or undefined for webpack's own modules. */
function resourceOf(module, root) {
  const resource = module.resource ?? module.rootModule?.resource;
  return resource ? path.relative(root, resource.split('?')[0]).split(path.sep).join('/') : undefined;
}

/** A module and, for one webpack concatenated, the modules inside it. */
const withInner = (module) => [module, ...(module.modules ? [...module.modules] : [])];

/** The entry's first task: modules reached through static imports only. */
function startupModules(compilation, root) {
  const { moduleGraph } = compilation;
  const seen = new Set();
  const queue = [];
  for (const entry of compilation.entries.values()) {
    for (const dependency of entry.dependencies) queue.push(moduleGraph.getModule(dependency));
  }
  while (queue.length) {
    const module = queue.pop();
    if (!module || seen.has(module)) continue;
    seen.add(module);
    for (const part of withInner(module)) {
      for (const connection of moduleGraph.getOutgoingConnections(part)) {
        const type = connection.dependency?.type ?? '';
        // 'import()' and 'import() eager' start later; everything else (harmony imports, require) runs now.
        if (connection.module && !type.startsWith('import()')) queue.push(connection.module);
      }
    }
  }
  return [...new Set([...seen].flatMap(withInner).map((m) => resourceOf(m, root)).filter(Boolean))].sort();
}

class ChunkModulesPlugin {
  constructor({ root }) {
    this.root = root;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkModulesPlugin', (compilation) => {
      const { chunkGraph } = compilation;
      const chunks = [...compilation.chunks];
      const report = {
        chunks: chunks.map((chunk) => ({
          name: chunk.name ?? null,
          files: [...chunk.files].filter((file) => /\.(js|css)$/.test(file)).sort(),
          initial: chunk.canBeInitial(),
          modules: [
            ...new Set(
              [...chunkGraph.getChunkModulesIterable(chunk)].flatMap(withInner).map((m) => resourceOf(m, this.root)).filter(Boolean),
            ),
          ].sort(),
        })),
        chunkGroups: [...compilation.chunkGroups].map((group) => ({
          name: group.name ?? null,
          chunks: group.chunks.map((chunk) => chunks.indexOf(chunk)),
        })),
        startup: startupModules(compilation, this.root),
      };
      const out = path.join(this.root, '.build', `${path.basename(compilation.outputOptions.path)}.modules.json`);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify(report, null, 1));
    });
  }
}

module.exports = { ChunkModulesPlugin };
