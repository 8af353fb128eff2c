import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableWaitingControls, holdKeysUntilLive, holdPressesUntilLive, whenLive } from './app-controls.ts';

const holding: (() => void)[] = [];
afterEach(() => {
  holding.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
});
const hold = (...args: Parameters<typeof holdPressesUntilLive>) => holding.push(holdPressesUntilLive(...args));

function painted(html: string): void {
  document.body.innerHTML = html;
}

/** What the live page does: renders the same control again, marked live, with its own handler. */
function goLive(key: string, onClick: () => void): HTMLButtonElement {
  const live = document.createElement('button');
  live.setAttribute('data-app-control', key);
  live.setAttribute('data-app-live', '');
  live.addEventListener('click', onClick);
  document.body.replaceChildren(live);
  return live;
}

describe('enableWaitingControls', () => {
  it('makes the painted controls that wait for the app pressable, and leaves other disabled controls alone', () => {
    painted(
      '<button data-app-control="course-tab-reviews" disabled data-disabled="">รีวิว</button>' +
        '<button id="other" disabled>อื่น</button>' +
        '<button data-app-control="theme-toggle" data-app-live disabled>ธีม</button>',
    );
    enableWaitingControls(document);
    const [tab, other, live] = [...document.querySelectorAll('button')];
    expect(tab?.disabled).toBe(false);
    expect(tab?.hasAttribute('data-disabled')).toBe(false);
    expect(other?.disabled).toBe(true);
    expect(live?.disabled).toBe(true);
  });
});

describe('holdPressesUntilLive', () => {
  it('takes a press before the app is live, wakes the app, and presses the live control once it is there', async () => {
    painted('<button data-app-control="course-tab-reviews"><span>รีวิว</span></button>');
    const wake = vi.fn();
    hold(document, wake, 1_000);
    const painter = document.querySelector('button');
    const pressed = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')?.dispatchEvent(pressed);
    expect(wake).toHaveBeenCalledOnce();
    expect(pressed.defaultPrevented).toBe(true);
    expect(painter?.getAttribute('aria-busy')).toBe('true');

    const onClick = vi.fn();
    const live = goLive('course-tab-reviews', onClick);
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledOnce());
    expect(document.activeElement).toBe(live);
    expect(painter?.hasAttribute('aria-busy')).toBe(false);
  });

  it('counts two presses on one waiting control as one (the theme button would turn twice)', async () => {
    painted('<button data-app-control="theme-toggle">ธีม</button>');
    hold(document, () => undefined, 1_000);
    document.querySelector('button')?.click();
    document.querySelector('button')?.click();
    const onClick = vi.fn();
    goLive('theme-toggle', onClick);
    await vi.waitFor(() => expect(onClick).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('lets presses on live controls and on everything else through untouched', () => {
    painted('<button data-app-control="theme-toggle" data-app-live>ธีม</button><a href="#x">ลิงก์</a>');
    const wake = vi.fn();
    hold(document, wake, 1_000);
    for (const element of document.querySelectorAll<HTMLElement>('button, a')) {
      const press = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(press);
      expect(press.defaultPrevented).toBe(false);
    }
    expect(wake).not.toHaveBeenCalled();
  });

  it('drops a press whose live control never comes, and clears its busy mark', async () => {
    painted('<button data-app-control="course-module-1">บทที่ 1</button>');
    hold(document, () => undefined, 30);
    document.querySelector('button')?.click();
    await vi.waitFor(() => expect(document.querySelector('button')?.hasAttribute('aria-busy')).toBe(false));
  });
});

describe('holdPressesUntilLive, forms', () => {
  it('holds the submission of a form whose fieldset waits for the app, and submits the live form once it is there', async () => {
    painted(
      '<form id="painted"><fieldset data-app-control="login-form"><input id="login-email"><button>เข้าสู่ระบบ</button></fieldset></form>',
    );
    const wake = vi.fn();
    hold(document, wake, 1_000);
    const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.getElementById('painted')?.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(wake).toHaveBeenCalledOnce();

    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const live = document.createElement('form');
    live.innerHTML = '<fieldset data-app-control="login-form" data-app-live><input id="login-email"></fieldset>';
    live.addEventListener('submit', onSubmit);
    document.body.replaceChildren(live);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });

  it('lets clicks inside a waiting fieldset reach its fields', () => {
    painted('<form><fieldset data-app-control="login-form"><input id="login-email"></fieldset></form>');
    const wake = vi.fn();
    hold(document, wake, 1_000);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('login-email')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(wake).not.toHaveBeenCalled();
  });
});

describe('whenLive', () => {
  it('finds a control that turns live in place (a hydrated page keeps its nodes)', async () => {
    painted('<button data-app-control="diagnostics-create-tables">สร้าง</button>');
    const found = whenLive(document, 'diagnostics-create-tables', 1_000);
    document.querySelector('button')?.setAttribute('data-app-live', '');
    expect(await found).toBe(document.querySelector('button'));
  });
});

describe('holdKeysUntilLive', () => {
  const PLAYER =
    '<div id="video-player-31" data-app-keys="space k j"><video id="lesson-video-31" tabindex="0"></video><select id="speed"></select></div>';
  const press = (target: Element | null, key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    target?.dispatchEvent(event);
    return event;
  };
  /** The live player: the same ids, marked live, its video focused (the live page gives the focus back by id). */
  function goLivePlayer(onKey: (event: KeyboardEvent) => void): HTMLVideoElement {
    document.body.innerHTML =
      '<div id="video-player-31" data-app-keys="space k j" data-app-live><video id="lesson-video-31" tabindex="0"></video></div>';
    const video = document.querySelector('video') as HTMLVideoElement;
    video.focus();
    document.getElementById('video-player-31')?.addEventListener('keydown', onKey);
    return video;
  }

  it('keeps the keys it lists, pressed before the app is live, and gives them in order to the live element with the focus', async () => {
    painted(PLAYER);
    const wake = vi.fn();
    holding.push(holdKeysUntilLive(document, wake, 1_000));
    const k = press(document.querySelector('video'), 'k');
    const space = press(document.querySelector('video'), ' ');
    expect(k.defaultPrevented).toBe(true);
    expect(space.defaultPrevented).toBe(true);
    expect(wake).toHaveBeenCalledOnce();
    expect(document.getElementById('video-player-31')?.getAttribute('aria-busy')).toBe('true');

    const answered: { key: string; target: EventTarget | null }[] = [];
    const video = goLivePlayer((event) => answered.push({ key: event.key, target: event.target }));
    await vi.waitFor(() => expect(answered).toHaveLength(2));
    expect(answered).toEqual([
      { key: 'k', target: video },
      { key: ' ', target: video },
    ]);
  });

  it('leaves alone keys it does not list, keys with a modifier, a field’s own keys, and a live element’s', () => {
    painted(PLAYER + '<div id="elsewhere" data-app-keys="k" data-app-live><button>x</button></div>');
    const wake = vi.fn();
    holding.push(holdKeysUntilLive(document, wake, 1_000));
    const video = document.querySelector('video');
    expect(press(video, 'Tab').defaultPrevented).toBe(false);
    expect(press(video, 'k', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(document.getElementById('speed'), 'k').defaultPrevented).toBe(false);
    // Space on a button or a <summary> inside the player is theirs (the resume notice's "start over", the shortcuts list).
    document
      .getElementById('video-player-31')
      ?.insertAdjacentHTML('beforeend', '<button id="over">x</button><details><summary>?</summary></details>');
    expect(press(document.getElementById('over'), ' ').defaultPrevented).toBe(false);
    expect(press(document.querySelector('summary'), ' ').defaultPrevented).toBe(false);
    expect(press(document.querySelector('#elsewhere button'), 'k').defaultPrevented).toBe(false);
    expect(wake).not.toHaveBeenCalled();
  });

  it('drops the keys when the live element never comes, and clears the busy mark', async () => {
    painted(PLAYER);
    holding.push(holdKeysUntilLive(document, () => undefined, 20));
    press(document.querySelector('video'), 'k');
    await vi.waitFor(() => expect(document.getElementById('video-player-31')?.hasAttribute('aria-busy')).toBe(false));
  });
});
