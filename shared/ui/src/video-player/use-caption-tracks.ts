import { useEffect, useRef, useState, type RefObject } from 'react';
import { videoText } from './video-player-messages.ts';
import type { LessonCaption } from '@shared/db/lessons';

const t = videoText.announce;

/**
 * Which caption track shows. The toolbar, the C key and the native controls' own captions menu
 * all change the same TextTrack modes, so the state follows the element.
 */
export function useCaptionTracks(videoRef: RefObject<HTMLVideoElement | null>, captions: readonly LessonCaption[], metaReady: boolean) {
  const [lang, setLang] = useState<string | null>(null);
  // What C turns back on: the last language chosen, else the first track (Thai in the seed).
  const lastChosen = useRef<string | null>(null);

  useEffect(() => {
    const list = videoRef.current?.textTracks;
    if (!list) return;
    for (const track of Array.from(list)) track.mode = track.language === lang ? 'showing' : 'disabled';
  }, [videoRef, lang, captions, metaReady]);

  useEffect(() => {
    const list = videoRef.current?.textTracks;
    if (!list) return;
    const follow = () => {
      const showing = Array.from(list).find((track) => track.mode === 'showing');
      setLang(showing ? showing.language : null);
    };
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [videoRef]);

  const choose = (next: string | null) => {
    if (next) lastChosen.current = next;
    setLang(next);
  };
  /** Toggles captions; returns what to announce. */
  const toggle = (): string => {
    const first = captions[0];
    if (!first) return t.noCaptions;
    if (lang) {
      choose(null);
      return t.captionsOff;
    }
    const next = captions.find((c) => c.lang === lastChosen.current) ?? first;
    choose(next.lang);
    return t.captionsOn(next.label);
  };
  return { lang, choose, toggle };
}
