// `npm install`'s last word (the root package's postinstall), run on the project's own Node: npm
// scripts put node_modules/.bin first in PATH. npm judged `engines` by the Node that runs npm
// itself; when that one is older than the packages want, say what its EBADENGINE lines meant.
// Plain JavaScript, and it never fails the install.
import { readFileSync } from 'node:fs';

try {
  const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
  const npmNode = /node\/v(\d+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
  if (process.version === `v${pinned}` && npmNode && Number(npmNode) < 22) {
    console.log(
      `\nNode.js ${pinned} is installed in node_modules/.bin and runs the project (npm start, npm test).\n` +
        `npm itself runs on Node ${npmNode}, which is what any EBADENGINE warning above measured; see "Requirements" in README.md.\n`,
    );
  }
} catch {
  // A message only: nothing to stop an install for.
}
