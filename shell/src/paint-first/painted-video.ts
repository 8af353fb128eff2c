import { PLAYS_BEFORE_APP } from '@shared/delivery-contract';
import { commandForKey, type VideoCommand } from '@shared/ui/video-player/shortcuts';

/*
 * A painted lesson page's video before its app (decision 0075). The server renders the player whole: its
 * <video> with the native controls, which play, pause and seek without any script. The player's own keys
 * (k or Space to play, j/l and the arrows to seek, m to mute) are the live player's; until the app is live
 * this answers them on the painted video, so a press on play plays at once instead of after the app has
 * started. The press also starts the app (a key is an interaction, first-interaction.ts), whose live player
 * then carries on from where this one is (shell/src/features/remotes/carry-over-media-state.ts). The captions
 * key and the toolbar's speed and captions choices act on the painted video too; the live page takes the choices
 * over as it does any field. Full screen waits for the live player: the painted player leaves the page when the
 * app takes over, and would take full screen with it.
 */

const setting = (player: Element, name: 'speed' | 'captions') =>
  player.querySelector<HTMLSelectElement>(`select[data-video-setting="${name}"]`);

/** Shows the track of `lang` (none for ""), as the live player's caption choice does. */
function showCaptions(video: HTMLVideoElement, lang: string): void {
  for (const track of video.textTracks) track.mode = track.language === lang && lang !== '' ? 'showing' : 'disabled';
}

/** The player's toolbar, changed on the painted page: applied to the painted video (the live one takes the choice over). */
function applySetting(select: HTMLSelectElement, video: HTMLVideoElement): void {
  if (select.dataset.videoSetting === 'speed') video.playbackRate = Number(select.value) || 1;
  else showCaptions(video, select.value);
}

function run(command: VideoCommand, video: HTMLVideoElement, player: Element): boolean {
  switch (command.kind) {
    case 'toggle-play':
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
      return true;
    case 'seek': {
      const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + command.seconds));
      return true;
    }
    case 'toggle-mute':
      video.muted = !video.muted;
      return true;
    case 'toggle-captions': {
      // Through the captions choice, which the live page takes over with what else was chosen (carry-over-form-state.ts).
      const captions = setting(player, 'captions');
      const first = captions ? [...captions.options].find((option) => option.value !== '') : undefined;
      if (!captions || !first) return false;
      captions.value = captions.value === '' ? first.value : '';
      applySetting(captions, video);
      return true;
    }
    default:
      return false;
  }
}

const keysOf = ({ key, altKey, ctrlKey, metaKey }: KeyboardEvent) => ({ key, altKey, ctrlKey, metaKey });

/** Answers the player's keys on every painted player in `doc` (PLAYS_BEFORE_APP) until it leaves the page. Returns the undo. */
export function playPaintedVideos(doc: Document): () => void {
  const onKey = (event: KeyboardEvent) => {
    const { target } = event;
    const player = target instanceof Element ? target.closest(`[${PLAYS_BEFORE_APP}]`) : null;
    const video = player?.querySelector('video');
    const command = target && video ? commandForKey({ ...keysOf(event), target }) : null;
    if (!player || !video || !command || !run(command, video, player)) return;
    // The native controls of a focused video would take Space as well, and the page would scroll.
    event.preventDefault();
  };
  const onChange = (event: Event) => {
    const select = event.target instanceof HTMLSelectElement && event.target.dataset.videoSetting ? event.target : null;
    const video = select?.closest(`[${PLAYS_BEFORE_APP}]`)?.querySelector('video');
    if (select && video) applySetting(select, video);
  };
  doc.addEventListener('keydown', onKey, { capture: true });
  doc.addEventListener('change', onChange, { capture: true });
  return () => {
    doc.removeEventListener('keydown', onKey, { capture: true });
    doc.removeEventListener('change', onChange, { capture: true });
  };
}
