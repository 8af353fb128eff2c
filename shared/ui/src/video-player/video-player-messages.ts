/**
 * The video player's Thai strings. They live with the player, not in @shared/messages' `th`, because `th` is in
 * the chunk every page downloads first, and only a page with a video loads the player (shell/vite.config.ts).
 */
export const videoText = {
  region: (title: string) => `วิดีโอ: ${title}`,
  unavailable: 'ไม่สามารถเล่นวิดีโอนี้ได้ กรุณาลองใหม่ภายหลัง หรืออ่านเนื้อหาประกอบด้านล่าง',
  speed: 'ความเร็ว',
  speedOption: (rate: number) => (rate === 1 ? 'ปกติ (1×)' : `${rate}×`),
  captions: 'คำบรรยาย',
  captionsOff: 'ปิดคำบรรยาย',
  resumeFrom: (clock: string) => `เล่นต่อจาก ${clock}`,
  startOver: 'เริ่มดูใหม่ตั้งแต่ต้น',
  shortcuts: 'ปุ่มลัดของวิดีโอ',
  shortcutList: [
    { keys: ['Space', 'K'], action: 'เล่น / หยุดชั่วคราว' },
    { keys: ['J', 'L'], action: 'ย้อนกลับ / ข้ามไป 10 วินาที' },
    { keys: ['←', '→'], action: 'ย้อนกลับ / ข้ามไป 5 วินาที' },
    { keys: ['M'], action: 'ปิด / เปิดเสียง' },
    { keys: ['F'], action: 'เต็มจอ' },
    { keys: ['C'], action: 'เปิด / ปิดคำบรรยาย' },
  ],
  shortcutsHint: 'คลิกหรือกด Tab ไปที่วิดีโอก่อน แล้วใช้ปุ่มลัดได้',
  announce: {
    play: 'เล่น',
    pause: 'หยุดชั่วคราว',
    seek: (seconds: number) => (seconds < 0 ? `ย้อนกลับ ${-seconds} วินาที` : `ข้ามไป ${seconds} วินาที`),
    muted: 'ปิดเสียง',
    unmuted: 'เปิดเสียง',
    captionsOn: (label: string) => `เปิดคำบรรยาย ${label}`,
    captionsOff: 'ปิดคำบรรยาย',
    noCaptions: 'วิดีโอนี้ไม่มีคำบรรยาย',
  },
} as const;
