// No container engine runs in `npm test`; the image is built by hand with `sh deploy/build-image.sh`
// (deploy/README.md, "The image"). What can be checked without one is checked here: the serve stage is made of
// the very files and packages the tests run (template, entrypoint, Debian's nginx + brotli module),
// wired the way the entrypoint expects them (ADR 082).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BROTLI_MODULE, NGINX_PACKAGES, TEMPLATE_VARIABLES } from './nginx.mjs';

const root = join(import.meta.dirname, '..', '..');
const read = (path) => readFileSync(join(root, path), 'utf8');

/** The Dockerfile's stages: `FROM image AS name` and the instructions up to the next FROM. */
function stages(dockerfile) {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result = [];
  // `ARG NAME=default` before the first FROM: the base images, as a plain build takes them.
  const args = new Map();
  for (const line of lines) {
    const arg = /^ARG\s+(\w+)=(\S+)$/i.exec(line);
    if (arg && result.length === 0) args.set(arg[1], arg[2]);
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    const image = from?.[1].replace(/\$\{(\w+)\}/g, (_, name) => args.get(name) ?? '');
    if (from) result.push({ image, name: from[2], lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

const dockerfile = read('deploy/Dockerfile');
const entrypoint = read('deploy/docker-entrypoint.sh');
const [build, serve, ...more] = stages(dockerfile);
const instructions = (stage, keyword) =>
  stage.lines.filter((line) => line.toUpperCase().startsWith(`${keyword} `));
/** The entrypoint's default for a name: `: "${NAME:=value}"`. */
const entrypointDefault = (name) => new RegExp(`\\$\\{${name}:=([^}]+)\\}`).exec(entrypoint)?.[1];

test('two stages: build with Node 24 (the engines pin), serve with Debian', () => {
  assert.equal(more.length, 0);
  const nodeMajor = /(\d+)/.exec(JSON.parse(read('package.json')).engines.node)[1];
  assert.match(build.image, new RegExp(`^node:${nodeMajor}-`));
  assert.equal(build.name, 'build');
  assert.match(serve.image, /^debian:[a-z]+-slim$/);
  assert.equal(serve.name, 'serve');
  // Same Debian release in both stages: the build's tools and the served nginx are one distro.
  assert.equal(/-(\w+)-slim$/.exec(build.image)?.[1], /:(\w+)-slim$/.exec(serve.image)?.[1]);
  assert.ok(build.lines.some((line) => /npm run build -w @vonk\/portal/.test(line)));
});

test('the serve stage installs the nginx packages the tests run, and envsubst', () => {
  const install = instructions(serve, 'RUN').join(' ');
  for (const name of [...NGINX_PACKAGES, 'gettext-base']) {
    assert.match(install, new RegExp(`apt-get install [^&]*\\b${name}\\b`));
  }
  assert.match(
    read('deploy/nginx/nginx.conf.template'),
    new RegExp(`load_module ${BROTLI_MODULE};`),
  );
});

test('the serve stage runs the template and entrypoint of the tests, where the entrypoint looks', () => {
  const copies = instructions(serve, 'COPY').map((line) => line.split(/\s+/).slice(1));
  // A source in the build stage is under its WORKDIR (an absolute path ending in the repo path).
  const from = (source) => (args) => args.at(-2) === source || args.at(-2).endsWith(`/${source}`);
  const copied = (source) => copies.find(from(source))?.at(-1);
  assert.equal(copied('deploy/nginx/nginx.conf.template'), entrypointDefault('VONK_TEMPLATE'));
  const installedEntrypoint = copied('deploy/docker-entrypoint.sh');
  assert.ok(installedEntrypoint);
  assert.deepEqual(instructions(serve, 'ENTRYPOINT'), [`ENTRYPOINT ["${installedEntrypoint}"]`]);
  // The build's dist (previous release's assets first, ADR 053) where the entrypoint serves from.
  const dist = entrypointDefault('VONK_DIST');
  assert.equal(copied('apps/portal/dist/'), `${dist}/`);
  assert.deepEqual(copies.find(from('apps/portal/dist/'))?.slice(0, 1), ['--from=build']);
  assert.equal(copied('deploy/previous-assets/'), `${dist}/assets/`);
  assert.ok(
    copies.findIndex(from('deploy/previous-assets/')) < copies.findIndex(from('apps/portal/dist/')),
    "the previous release's assets go in first, so this release's files win",
  );
  assert.deepEqual(instructions(serve, 'EXPOSE'), [`EXPOSE ${entrypointDefault('VONK_PORT')}`]);
  // Issue #31: the orchestrator asks nginx's own health route on the port it listens on.
  assert.match(
    instructions(serve, 'HEALTHCHECK').join('\n'),
    new RegExp(`CMD curl -fsS http://127\\.0\\.0\\.1:${entrypointDefault('VONK_PORT')}/healthz\\b`),
  );
  const [user] = instructions(serve, 'USER');
  assert.ok(user && !/\broot\b|\b0\b/.test(user), 'the container runs without root');
});

test('the entrypoint substitutes exactly the template variables, nothing of nginx', () => {
  const list = /envsubst '([^']+)'/.exec(entrypoint)?.[1];
  assert.deepEqual(
    list.split(/\s+/).map((name) => /^\$\{(\w+)\}$/.exec(name)?.[1]),
    TEMPLATE_VARIABLES,
  );
});

test('the build context leaves out what the build stage makes itself', () => {
  const ignored = read('.dockerignore').split('\n');
  for (const path of ['node_modules', '**/node_modules', '**/dist', '**/dist-sourcemaps', '.git']) {
    assert.ok(ignored.includes(path), `.dockerignore lists ${path}`);
  }
});
