// `npm start -w @vonk/sandbox`: the IdP and the API without the portal (the root `npm start`
// runs all three). Ctrl-C or SIGTERM closes both servers and their sockets.
import { personas, PASSWORD } from './personas/index.ts';
import { startSandbox } from './index.ts';
import '../../../scripts/check-node.mjs';

const sandbox = await startSandbox({ quiet: true });
console.log(`Sandbox running.
  identity provider  ${sandbox.idpUrl}
  sandbox API        ${sandbox.apiUrl}
  accounts           ${Object.keys(personas).join(', ')}, agent, agent-geblokkeerd (password: ${PASSWORD})
Stop with Ctrl-C.`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the sandbox…`);
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
