/** The second lazy route: only there so the router splits two routes, as the portal does. */
export function About() {
  return <h1>Over</h1>;
}
