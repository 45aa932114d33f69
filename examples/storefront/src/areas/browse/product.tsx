/** product (stub). */
export function Component() {
  return <h1>product</h1>;
}
