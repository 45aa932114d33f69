/** A ```ts or ```tsx block of a guide and the line it starts on. */
export interface CodeBlock {
  readonly lang: string;
  readonly line: number;
  readonly code: string;
}
export function codeBlocks(markdown: string): CodeBlock[];
export function sampleFile(guide: string, index: number, block: CodeBlock): string;
export function sampleModule(guide: string, block: CodeBlock): string;
