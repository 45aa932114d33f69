/** home (stub). */
export function Component() {
  return <h1>home</h1>;
}
