import { describe, expect, it } from 'vitest';
import { spliceServerRender } from './splice-server-render.ts';

const frame = [
  '<html><head><title>t</title></head><body><div id="root" data-app-frame>',
  '<header>h</header><main><div class="flex" aria-busy="true" data-remote-area-slot=""><div role="status"><div>spin</div></div></div></main>',
  '<footer>f</footer></div></body></html>',
].join('');

const area = {
  remote: 'mfe_catalog',
  url: '/courses?q=a&level=x',
  html: '<section><div>courses</div></section>',
  queryState: { queries: [{ title: '"</div><script>alert(1)</script>' }] },
};

describe('spliceServerRender', () => {
  it('replaces the whole loading area, nested elements included, and nothing else', () => {
    const page = spliceServerRender(frame, area);
    expect(page).not.toContain('spin');
    expect(page).toContain('<main><div data-remote="mfe_catalog"');
    expect(page).toContain('><section><div>courses</div></section></div></main><footer>f</footer></div></body>');
  });

  it('leaves the render usable (not inert), with its URL, and carries its data as an escaped attribute that cannot open a script', () => {
    const page = spliceServerRender(frame, area);
    expect(page).toContain('data-server-rendered="/courses?q=a&amp;level=x"');
    expect(page).not.toContain('inert');
    expect(/<div data-remote="mfe_catalog"[^>]*>/.exec(page)?.[0]).not.toMatch(/aria-busy|inert/);
    expect(page).not.toContain('<script>');
    const state = /data-query-state="([^"]*)"/.exec(page)?.[1] ?? '';
    const decoded = state
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(area.queryState);
  });

  it('names the member a page was rendered for (decision 0070), and no one on a visitor’s page', () => {
    expect(spliceServerRender(frame, { ...area, renderedFor: 'u-"1' })).toContain('data-rendered-for="u-&quot;1"');
    expect(spliceServerRender(frame, area)).not.toContain('data-rendered-for');
  });

  it('puts the remote’s styles inline in the head, linking a sheet whose text is unknown or could end the element', () => {
    const page = spliceServerRender(frame, area, {
      styleSheets: [
        { href: 'http://r.example/a.css', text: '.a{color:red}' },
        { href: 'http://r.example/b.css', text: null },
        { href: 'http://r.example/c.css', text: '.c{content:"</style>"}' },
      ],
      afterPaintModules: ['http://r.example/remoteEntry.js', '/assets/form-field-1.js'],
    });
    expect(page).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="http://r.example/b.css"><link rel="stylesheet" href="http://r.example/c.css"></head>',
    );
    expect(page).toContain('data-after-paint-modules="http://r.example/remoteEntry.js /assets/form-field-1.js"');
  });

  it('marks a render that works before its app, and only such a render', () => {
    expect(spliceServerRender(frame, { ...area, worksBeforeApp: true })).toMatch(
      /<div data-remote="mfe_catalog"[^>]* data-works-before-app[ >]/,
    );
    expect(spliceServerRender(frame, { ...area, worksBeforeApp: false })).not.toContain('data-works-before-app');
    expect(spliceServerRender(frame, area)).not.toContain('data-works-before-app');
  });

  it('leaves a page without a loading area as it is', () => {
    const landing = '<html><head></head><body><div id="root"><main>landing</main></div></body></html>';
    expect(spliceServerRender(landing, area)).toBe(landing);
  });
});
