/** collection (stub). */
export function Component() {
  return <h1>collection</h1>;
}
