import { PLAYS_BEFORE_APP } from '@shared/delivery-contract';
import { commandForKey, type VideoCommand } from '@shared/ui/video-player/shortcuts';

/*
 * A painted lesson page's video before its app (decision 0075). The server renders the player whole: its
 * <video> with the native controls, which play, pause and seek without any script. The player's own keys
 * (k or Space to play, j/l and the arrows to seek, m to mute) are the live player's; until the app is live
 * this answers them on the painted video, so a press on play plays at once instead of after the app has
 * started. The press also starts the app (a key is an interaction, first-interaction.ts), whose live player
 * then carries on from where this one is (shell/src/features/remotes/carry-over-media-state.ts). Full screen
 * and captions wait for the live player: the painted player leaves the page when the app takes over, and
 * would take full screen with it.
 */

function run(command: VideoCommand, video: HTMLVideoElement): boolean {
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
    if (!player || !video || !command || !run(command, video)) return;
    // The native controls of a focused video would take Space as well, and the page would scroll.
    event.preventDefault();
  };
  doc.addEventListener('keydown', onKey, { capture: true });
  return () => doc.removeEventListener('keydown', onKey, { capture: true });
}
