/** An output file as far as {@link firstLoadChunks} reads it (Rolldown's and Vite's fit). */
export interface OutputFile {
  readonly type: string;
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
/** The chunks a page loads before any import(): each entry chunk and what it imports statically. */
export function firstLoadChunks<F extends OutputFile>(output: readonly F[]): Extract<F, { type: 'chunk' }>[];
