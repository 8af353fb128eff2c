import { useEffect, useRef, useState } from 'react';
import { videoText } from './video-player-messages.ts';
import { resumeAt, type LessonCaption, type SaveWatchPositionInput, type WatchPosition } from '@shared/db/lessons';
import { VideoUnavailable } from './video-unavailable.tsx';
import { ResumeNotice } from './resume-notice.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import { useCaptionTracks } from './use-caption-tracks.ts';
import { useWatchProgress } from './use-watch-progress.ts';
import { commandForKey, VIDEO_SHORTCUT_KEYS, type VideoCommand } from './video-shortcuts.ts';
import { appKeys } from '@shared/delivery-contract';
import { useLive } from '../use-live.ts';
import { VideoToolbar } from './video-toolbar.tsx';
import { readPlaybackRate, savePlaybackRate } from './playback-rate-storage.ts';

const t = videoText;
/** Seconds watched past the resumed place after which the resume notice has done its work. */
const NOTICE_WATCHED_S = 5;

export type VideoPlayerProps = {
  lessonId: number;
  src: string;
  title: string;
  captions: readonly LessonCaption[];
  /** The saved place: undefined while it loads, null when there is none (or for visitors). */
  saved: WatchPosition | null | undefined;
  saving: boolean;
  onSave: (input: SaveWatchPositionInput) => void;
  onWatched?: () => void;
  /** The server's watch heartbeat (see use-watch-progress.ts). */
  onHeartbeat?: (position: number) => void;
  /**
   * 'metadata' (the default) learns the video's length at once, which resuming needs; 'none' downloads nothing
   * until the viewer plays: a course page's preview, which most visitors never play.
   */
  preload?: 'metadata' | 'none';
};

/** The native <video> (its own controls stay) plus speed, captions, keyboard shortcuts and resume. */
export function VideoPlayer({
  lessonId,
  src,
  title,
  captions,
  saved,
  saving,
  onSave,
  onWatched,
  onHeartbeat,
  preload = 'metadata',
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [rate, setRate] = useState(readPlaybackRate);
  const [metaReady, setMetaReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const resumeDecided = useRef(false);
  const live = useLive();
  const tracks = useCaptionTracks(videoRef, captions, metaReady);
  useWatchProgress(videoRef, { lessonId, saving, earlier: saved?.played ?? [], save: onSave, onWatched, heartbeat: onHeartbeat });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [rate, metaReady]);

  // Resume once, when both the video's length and the saved place are known, unless the
  // learner already started watching from the beginning.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !metaReady || saved === undefined || resumeDecided.current) return;
    resumeDecided.current = true;
    const at = saved ? resumeAt(saved.position, video.duration) : null;
    if (at === null || video.currentTime >= 1) return;
    video.currentTime = at;
    setResumedFrom(at);
  }, [metaReady, saved]);

  const run = (command: VideoCommand) => {
    const video = videoRef.current;
    if (!video) return;
    if (command.kind === 'toggle-play') {
      const wasPaused = video.paused;
      if (wasPaused) void video.play().catch(() => undefined);
      else video.pause();
      setAnnouncement(wasPaused ? t.announce.play : t.announce.pause);
    } else if (command.kind === 'seek') {
      const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + command.seconds));
      setAnnouncement(t.announce.seek(command.seconds));
    } else if (command.kind === 'toggle-mute') {
      video.muted = !video.muted;
      setAnnouncement(video.muted ? t.announce.muted : t.announce.unmuted);
    } else if (command.kind === 'fullscreen') {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void wrapperRef.current?.requestFullscreen?.().catch(() => undefined);
    } else {
      setAnnouncement(tracks.toggle());
    }
  };

  // The server's render of a lesson (decision 0079) has no script to resume with: its video starts at the saved
  // place by itself (a media fragment) and says so. The live player decides again once it has the video's length.
  const paintedResume = !live && saved ? resumeAt(saved.position, saved.duration) : null;
  const shownResume = live ? resumedFrom : paintedResume;

  if (failed) return <VideoUnavailable />;
  return (
    <div
      ref={wrapperRef}
      role="group"
      aria-label={t.region(title)}
      className="grid gap-3 [&:fullscreen]:content-center [&:fullscreen]:bg-black [&:fullscreen]:p-4"
      data-testid="video-player"
      // Its shortcuts pressed on the server's render of a lesson are answered once the player is live (decision 0079).
      id={`video-player-${lessonId}`}
      {...appKeys(VIDEO_SHORTCUT_KEYS, live)}
      onKeyDownCapture={(event) => {
        const command = commandForKey(event);
        if (!command) return;
        // Capture phase: the native controls never see the key, so it does not act twice.
        event.preventDefault();
        event.stopPropagation();
        run(command);
      }}
    >
      {/*
        The resume notice lies over the video's top corner: in the flow under it, it pushed the lesson down when
        the video's length arrived (decision 0069). It goes once the learner has watched on for a while.
      */}
      <div className="relative">
        <video
          ref={videoRef}
          // The same in the server's render of a lesson and the live page: a video started before the page was
          // live goes on in the live player (the shell's carry-over).
          id={`lesson-video-${lessonId}`}
          src={paintedResume === null ? src : `${src}#t=${paintedResume}`}
          controls
          // Focusable in every browser, so the shortcuts work as soon as the video has focus.
          tabIndex={0}
          playsInline
          // Before the app (the server's render of a lesson) nothing is downloaded until the learner plays: the
          // video's first ~250 KB took the bandwidth of the page's style sheet and fonts on a phone, and its paint.
          preload={live ? preload : 'none'}
          aria-label={title}
          className="aspect-video w-full rounded-lg bg-black focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          onLoadedMetadata={() => setMetaReady(true)}
          onTimeUpdate={(event) => {
            if (resumedFrom !== null && event.currentTarget.currentTime > resumedFrom + NOTICE_WATCHED_S) setResumedFrom(null);
          }}
          onError={() => setFailed(true)}
        >
          {captions.map((c) => (
            <track key={c.lang} kind="captions" src={c.url} srcLang={c.lang} label={c.label} />
          ))}
        </video>
        {shownResume !== null ? (
          <ResumeNotice
            at={shownResume}
            control={`video-start-over-${lessonId}`}
            onStartOver={() => {
              if (videoRef.current) videoRef.current.currentTime = 0;
              setResumedFrom(null);
            }}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <VideoToolbar
          lessonId={lessonId}
          rate={rate}
          onRate={(next) => {
            setRate(next);
            savePlaybackRate(next);
          }}
          captions={captions}
          captionLang={tracks.lang}
          onCaption={tracks.choose}
        />
        <ShortcutsHelp />
      </div>
      <span role="status" className="sr-only" data-testid="video-announcement">
        {announcement}
      </span>
    </div>
  );
}
