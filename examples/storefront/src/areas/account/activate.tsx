/** activate (stub). */
export function Component() {
  return <h1>activate</h1>;
}
