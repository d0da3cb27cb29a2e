// The one Node-24 guard (issue #33): npm start/test run it first, tool configs and entry scripts
// import it. The toolchain needs Node 24 (vitest 5, msw 3, oidc-provider 9); fail loudly on Node 20.
if (!process.version.startsWith('v24.')) {
  console.error(
    `Mijn Vonk needs Node 24, got ${process.version}. Run through npm (npm start, npm test) after npm install, so node_modules/.bin/node is used.`,
  );
  process.exit(1);
}
