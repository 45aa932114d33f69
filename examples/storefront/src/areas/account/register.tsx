/** register (stub). */
export function Component() {
  return <h1>register</h1>;
}
