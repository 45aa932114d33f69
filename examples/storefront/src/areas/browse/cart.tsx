/** cart (stub). */
export function Component() {
  return <h1>cart</h1>;
}
