import { describe, expect, it } from 'vitest';
import { bahtText } from 'supabase/functions/baht-text';

describe('bahtText', () => {
  it.each([
    [0, 'ศูนย์บาทถ้วน'],
    [1, 'หนึ่งบาทถ้วน'],
    [10, 'สิบบาทถ้วน'],
    [11, 'สิบเอ็ดบาทถ้วน'],
    [20, 'ยี่สิบบาทถ้วน'],
    [21, 'ยี่สิบเอ็ดบาทถ้วน'],
    [101, 'หนึ่งร้อยเอ็ดบาทถ้วน'],
    [110, 'หนึ่งร้อยสิบบาทถ้วน'],
    [1290, 'หนึ่งพันสองร้อยเก้าสิบบาทถ้วน'],
    [2990, 'สองพันเก้าร้อยเก้าสิบบาทถ้วน'],
    [3490, 'สามพันสี่ร้อยเก้าสิบบาทถ้วน'],
    [10_000, 'หนึ่งหมื่นบาทถ้วน'],
    [120_021, 'หนึ่งแสนสองหมื่นยี่สิบเอ็ดบาทถ้วน'],
    [1_000_000, 'หนึ่งล้านบาทถ้วน'],
    [1_000_001, 'หนึ่งล้านเอ็ดบาทถ้วน'],
    [11_000_000, 'สิบเอ็ดล้านบาทถ้วน'],
    [21_500_000, 'ยี่สิบเอ็ดล้านห้าแสนบาทถ้วน'],
  ])('%d baht → %s', (amount, words) => {
    expect(bahtText(amount)).toBe(words);
  });

  it('writes satang, and no baht part below one baht', () => {
    expect(bahtText(21.5)).toBe('ยี่สิบเอ็ดบาทห้าสิบสตางค์');
    expect(bahtText(1161.01)).toBe('หนึ่งพันหนึ่งร้อยหกสิบเอ็ดบาทหนึ่งสตางค์');
    expect(bahtText(0.25)).toBe('ยี่สิบห้าสตางค์');
    expect(bahtText(0.11)).toBe('สิบเอ็ดสตางค์');
  });

  it('rounds float noise to the satang instead of printing it', () => {
    expect(bahtText(0.1 + 0.2)).toBe('สามสิบสตางค์');
    expect(bahtText(195.63999999999999)).toBe('หนึ่งร้อยเก้าสิบห้าบาทหกสิบสี่สตางค์');
  });

  it('refuses what is not an amount', () => {
    expect(() => bahtText(-1)).toThrow(RangeError);
    expect(() => bahtText(Number.NaN)).toThrow(RangeError);
  });
});
