import type { TransformerFactory, SourceFile } from 'typescript';

export function styledComponentIds(options: { root: string }): TransformerFactory<SourceFile>;
export function componentIdOf(relativePath: string, index: number): string;
