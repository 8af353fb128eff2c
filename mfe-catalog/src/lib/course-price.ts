import { formatBaht } from '@shared/messages/format';
import { catalogText } from '../config/messages.ts';

/** A course's price as cards and the sidebar show it: "ฟรี" for a free course, else whole baht. */
export function coursePriceText(price: number): string {
  return price === 0 ? catalogText.enroll.free : formatBaht(price);
}
