/** policy (stub). */
export function Component() {
  return <h1>policy</h1>;
}
