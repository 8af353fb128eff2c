/**
 * A decorative editor window beside the hero text on wide screens. Plain
 * markup and CSS instead of an illustration, so the LCP page loads no image.
 */
const LINES: readonly (readonly [string, string])[] = [
  ['text-fuchsia-400', 'const'],
  ['text-sky-300', ' ผู้เรียน = '],
  ['text-amber-300', "'คุณ'"],
  ['', ';\n'],
  ['text-fuchsia-400', 'while'],
  ['text-slate-300', ' (!เก่ง(ผู้เรียน)) {\n'],
  ['text-emerald-300', '  เรียน'],
  ['text-slate-300', '(ผู้เรียน, '],
  ['text-amber-300', "'โปรเจกต์จริง'"],
  ['text-slate-300', ');\n}\n'],
  ['text-emerald-300', 'สมัครงาน'],
  ['text-slate-300', '(ผู้เรียน); '],
  ['text-slate-500', '// สำเร็จ!'],
];

export function HeroCodeWindow() {
  return (
    <div
      aria-hidden="true"
      className="hidden rotate-1 rounded-2xl border border-white/10 bg-slate-900 shadow-2xl shadow-primary/20 lg:block"
    >
      <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
        <span className="size-3 rounded-full bg-red-400" />
        <span className="size-3 rounded-full bg-amber-400" />
        <span className="size-3 rounded-full bg-emerald-400" />
        <span className="ms-3 font-mono text-xs text-slate-400">riancode.ts</span>
      </div>
      {/* Monospace fonts have no Thai glyphs: fall back to the site's self-hosted Thai font. */}
      <pre className="overflow-hidden whitespace-pre p-6 font-[ui-monospace,Menlo,Consolas,'Noto_Sans_Thai',monospace] text-sm leading-7 text-slate-300">
        {LINES.map(([className, text], index) => (
          <span key={index} className={className}>
            {text}
          </span>
        ))}
      </pre>
    </div>
  );
}
