/**
 * A WebVTT file as browsers' <track> accept it: the "WEBVTT" header line, then cues whose
 * timing lines read `hh:mm:ss.ttt --> hh:mm:ss.ttt` (hours optional), start before end.
 * Returns the Thai reason it is not, or null. Storage checks only the header (from the bytes);
 * this catches the common mistake of uploading an .srt (comma decimals) before any byte is sent.
 */
const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(`^${TIMESTAMP}[ \\t]+-->[ \\t]+${TIMESTAMP}(?:[ \\t].*)?$`);

/** The groups of one timestamp (hours optional) as seconds. */
const seconds = (h?: string, m?: string, s?: string, ms?: string): number =>
  Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0) + Number(ms ?? 0) / 1000;

export function webVttProblem(text: string): string | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT([ \t].*)?$/.test(lines[0] ?? '')) return 'บรรทัดแรกต้องเป็น WEBVTT';
  let cues = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.includes('-->')) continue;
    const match = TIMING.exec(line.trim());
    if (!match) return `เวลาในบรรทัดที่ ${index + 1} ต้องเป็นรูปแบบ 00:00:01.000 --> 00:00:04.000`;
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
    if (seconds(h1, m1, s1, ms1) >= seconds(h2, m2, s2, ms2)) return `เวลาจบในบรรทัดที่ ${index + 1} ต้องมาหลังเวลาเริ่ม`;
    cues += 1;
  }
  return cues === 0 ? 'ไม่มีคำบรรยายสักบรรทัด' : null;
}
