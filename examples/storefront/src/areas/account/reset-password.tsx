/** reset-password (stub). */
export function Component() {
  return <h1>reset-password</h1>;
}
