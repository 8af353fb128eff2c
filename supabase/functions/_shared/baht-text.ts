/**
 * An amount in Thai words, as written on receipts and cheques:
 * 1290 → "หนึ่งพันสองร้อยเก้าสิบบาทถ้วน", 21.5 → "ยี่สิบเอ็ดบาทห้าสิบสตางค์".
 * Rules (ราชบัณฑิตยสถาน): 2 in the tens is ยี่สิบ, 1 in the tens is สิบ, 1 in the
 * units after any higher digit is เอ็ด, and millions repeat the six places.
 */
const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'] as const;
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'] as const;

/** One group below a million; `followsHigher` says a higher digit (a million group) comes before it. */
function groupText(value: number, followsHigher: boolean): string {
  const digits = String(value).split('').map(Number).reverse();
  let text = '';
  digits.forEach((digit, place) => {
    if (digit === 0) return;
    let word: string;
    if (place === 0 && digit === 1 && (value > 9 || followsHigher)) word = 'เอ็ด';
    else if (place === 1 && digit === 1) word = '';
    else if (place === 1 && digit === 2) word = 'ยี่';
    else word = DIGITS[digit] ?? '';
    text = `${word}${PLACES[place] ?? ''}${text}`;
  });
  return text;
}

/** A whole number ≥ 1 in Thai words. */
function integerText(value: number): string {
  if (value < 1_000_000) return groupText(value, false);
  const millions = Math.floor(value / 1_000_000);
  const rest = value % 1_000_000;
  return `${integerText(millions)}ล้าน${rest === 0 ? '' : groupText(rest, true)}`;
}

export function bahtText(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount of money: ${amount}`);
  const satangTotal = Math.round(amount * 100);
  if (!Number.isSafeInteger(satangTotal)) throw new RangeError(`Amount too large: ${amount}`);
  const baht = Math.floor(satangTotal / 100);
  const satang = satangTotal % 100;
  if (baht === 0 && satang === 0) return 'ศูนย์บาทถ้วน';
  const bahtPart = baht === 0 ? '' : `${integerText(baht)}บาท`;
  return satang === 0 ? `${bahtPart}ถ้วน` : `${bahtPart}${groupText(satang, false)}สตางค์`;
}
