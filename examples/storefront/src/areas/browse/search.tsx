/** search (stub). */
export function Component() {
  return <h1>search</h1>;
}
