// Loaded first by every Node process `npm test` starts (NODE_OPTIONS=--import,
// see node-runtime.ts): a process on another Node than the pinned one ends here,
// with the reason, instead of running the tests on a runtime we do not ship.
// Plain JavaScript on purpose: it must load on any Node, old ones included.
const pinned = process.env.RIANCODE_PINNED_NODE;
if (pinned && process.version !== `v${pinned}`) {
  process.stderr.write(
    `\n✗ This process runs Node.js ${process.version} (${process.execPath}), but the tests must run on the pinned ` +
      `Node.js ${pinned}.\n  Run them with \`npm test\` (npm puts node_modules/.bin/node first in PATH); see "Requirements" in README.md.\n`,
  );
  process.exit(1);
}
