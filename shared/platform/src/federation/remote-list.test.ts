import { describe, expect, it } from 'vitest';
import { findRemoteFor, parseRemoteList, type RemoteDescriptor } from './remote-list.ts';

const remotes: RemoteDescriptor[] = [
  { name: 'mfe_catalog', entry: 'http://localhost:5002/mf-manifest.json', routes: ['/courses', '/course/*'] },
  { name: 'mfe_admin', entry: 'http://localhost:5004/mf-manifest.json', routes: ['/admin', '/admin/*'] },
  { name: 'mfe_learner', entry: 'http://localhost:5003/mf-manifest.json', routes: ['/dashboard', '/course/:id/lesson/*'] },
];

describe('findRemoteFor (route ownership from the run-time list)', () => {
  it.each([
    ['/courses', 'mfe_catalog'],
    ['/course/3', 'mfe_catalog'],
    ['/course/3/lesson/9', 'mfe_learner'],
    ['/course/3/lessons', 'mfe_catalog'],
    ['/admin', 'mfe_admin'],
  ])('%s belongs to %s', (path, name) => {
    expect(findRemoteFor(remotes, path)?.name).toBe(name);
  });

  it('gives a path to the most specific pattern, whatever the order of the list (decision 0065)', () => {
    expect(findRemoteFor([...remotes].reverse(), '/course/3/lesson/9')?.name).toBe('mfe_learner');
    expect(findRemoteFor([...remotes].reverse(), '/course/3')?.name).toBe('mfe_catalog');
  });

  it.each(['/coursesx', '/nope', '/administrator'])('%s belongs to no remote (404)', (path) => {
    expect(findRemoteFor(remotes, path)).toBeUndefined();
  });
});

describe('parseRemoteList (the /remotes.json the shell and its server read)', () => {
  it('reads a list of remotes with their manifest URL and routes', () => {
    expect(parseRemoteList({ remotes })).toEqual(remotes);
  });

  it.each(['/mf-manifest.json', 'javascript:alert(1)', 'ftp://cdn.example/mf-manifest.json'])(
    'refuses the entry %s: only an absolute http(s) URL',
    (entry) => {
      expect(() => parseRemoteList({ remotes: [{ name: 'mfe_x', entry, routes: ['/x'] }] })).toThrow();
    },
  );

  it('refuses a remote without routes, or a list that is not one', () => {
    expect(() => parseRemoteList({ remotes: [{ name: 'mfe_x', entry: 'https://cdn.example/mf-manifest.json', routes: [] }] })).toThrow();
    expect(() => parseRemoteList({})).toThrow();
  });
  it('names what is wrong, and drops fields it does not know', () => {
    expect(() => parseRemoteList({ remotes: [{ name: 'Mfe', entry: 'https://cdn.example/m.json', routes: ['/x'] }] })).toThrow(
      'Invalid remote list: remotes.0.name',
    );
    expect(() => parseRemoteList({ remotes: [{ name: 'mfe_x', entry: 'https://cdn.example/m.json', routes: ['x'] }] })).toThrow(
      'Invalid remote list: remotes.0.routes.0',
    );
    expect(() => parseRemoteList(null)).toThrow('Invalid remote list: remotes');
    expect(parseRemoteList({ remotes: [{ ...remotes[0], extra: 1 }] })).toEqual([remotes[0]]);
  });
});
