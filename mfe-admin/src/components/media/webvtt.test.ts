import { describe, expect, it } from 'vitest';
import { webVttProblem } from './webvtt.ts';

describe('webVttProblem', () => {
  it('accepts a WebVTT file, with or without hours and a byte order mark', () => {
    expect(webVttProblem('WEBVTT\n\n00:01.000 --> 00:04.000\nสวัสดี\n')).toBeNull();
    expect(webVttProblem('\uFEFFWEBVTT - บทที่ 1\r\n\r\n1\r\n01:00:01.000 --> 01:00:02.500 align:start\r\nHello\r\n')).toBeNull();
  });

  it('names what is wrong: no header, SRT timings, end before start, no cue', () => {
    expect(webVttProblem('1\n00:00:01,000 --> 00:00:04,000\nhi')).toBe('บรรทัดแรกต้องเป็น WEBVTT');
    expect(webVttProblem('WEBVTT\n\n00:00:01,000 --> 00:00:04,000\nhi')).toMatch(/บรรทัดที่ 3/);
    expect(webVttProblem('WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nhi')).toMatch(/เวลาจบ/);
    expect(webVttProblem('WEBVTT\n')).toBe('ไม่มีคำบรรยายสักบรรทัด');
  });
});
