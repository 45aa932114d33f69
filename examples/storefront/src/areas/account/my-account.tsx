/** my-account (stub). */
export function Component() {
  return <h1>my-account</h1>;
}
