/** checkout (stub). */
export function Component() {
  return <h1>checkout</h1>;
}
