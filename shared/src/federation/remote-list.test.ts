import { describe, expect, it } from 'vitest';
import { findRemoteFor, type RemoteDescriptor } from './remote-list.ts';

const remotes: RemoteDescriptor[] = [
  { name: 'mfe_catalog', entry: 'http://localhost:5002/mf-manifest.json', routes: ['/courses', '/course/*'] },
  { name: 'mfe_admin', entry: 'http://localhost:5004/mf-manifest.json', routes: ['/admin', '/admin/*'] },
];

describe('findRemoteFor (route ownership from the run-time list)', () => {
  it.each([
    ['/courses', 'mfe_catalog'],
    ['/course/3', 'mfe_catalog'],
    ['/course/3/lesson/9', 'mfe_catalog'],
    ['/admin', 'mfe_admin'],
  ])('%s belongs to %s', (path, name) => {
    expect(findRemoteFor(remotes, path)?.name).toBe(name);
  });

  it.each(['/coursesx', '/nope', '/administrator'])('%s belongs to no remote (404)', (path) => {
    expect(findRemoteFor(remotes, path)).toBeUndefined();
  });
});
