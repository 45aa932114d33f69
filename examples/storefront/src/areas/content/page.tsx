/** page (stub). */
export function Component() {
  return <h1>page</h1>;
}
