import type { Compiler, Configuration } from 'webpack';

export class PrerenderPlugin {
  constructor(options: { nodeConfig: (outputPath: string) => Configuration });
  apply(compiler: Compiler): void;
}
export function fillPage(template: string, page: { html: string; styles: string; title: string }): string;
export const MANIFEST: string;
