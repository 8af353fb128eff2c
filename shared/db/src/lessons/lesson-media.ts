import type { Tables } from '../database.types.ts';
import type { PlayedRange } from './played-ranges.ts';

/** One WebVTT track of a lesson's video, as the player shows it (its url signed when it is in Storage). */
export type LessonCaption = Pick<Tables<'lesson_captions'>, 'lang' | 'label' | 'url'>;

/** A signed-in learner's saved place in a lesson's video. */
export type WatchPosition = { position: number; duration: number; played: PlayedRange[] };

/** What the player asks to save: the place and every stretch played so far. */
export type SaveWatchPositionInput = { lessonId: number; position: number; duration: number; played: PlayedRange[] };
