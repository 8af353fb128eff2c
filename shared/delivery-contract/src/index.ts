/**
 * The delivery contract: what the site server, the shell and the remotes agree on to deliver a page
 * (decision 0031, 0040). React-free, so the site server and the build tooling import it without a
 * renderer. One home: a name the server writes and the page reads is defined here and nowhere else.
 * - remote-render: how a remote ships its server render and the routes of its pages;
 * - page-markers: the attributes that carry a server render (a remote's page, the landing's shelves) into the page;
 * - app-control: how a control that needs the app is named in both renders, so a press before the app is live is kept.
 */
export * from './remote-render.ts';
export * from './page-markers.ts';
export * from './app-control.ts';
