/** collections (stub). */
export function Component() {
  return <h1>collections</h1>;
}
