/** dmca-form (stub). */
export function Component() {
  return <h1>dmca-form</h1>;
}
