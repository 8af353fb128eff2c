import { describe, expect, it } from 'vitest';
import { acceptedAnswers, emptyQuestion, normalizeAnswer, toSaveArgs, validateQuiz, type EditorValues } from './quiz-editor-values.ts';

const valid = (): EditorValues => ({
  pass_percent: '70',
  max_attempts: '',
  questions: [
    {
      ...emptyQuestion('single'),
      prompt: 'ข้อใด',
      choices: [
        { key: 'a', label: 'ก', is_correct: true },
        { key: 'b', label: 'ข', is_correct: false },
      ],
    },
    { ...emptyQuestion('short'), prompt: 'พิมพ์', answers: 'git merge\n  Git   Merge \n\nmerge' },
  ],
});

describe('quiz editor values', () => {
  it('normalises like the database: trim, case-fold, collapse white space', () => {
    expect(normalizeAnswer('  Git \t  MERGE\n')).toBe('git merge');
    expect(acceptedAnswers('git merge\n  Git   Merge \n\nmerge')).toEqual(['git merge', 'merge']);
  });

  it('accepts a valid quiz and builds admin_save_quiz arguments (blank attempts = unlimited)', () => {
    expect(validateQuiz(valid())).toEqual({});
    expect(toSaveArgs(713, valid())).toEqual({
      p_lesson_id: 713,
      p_pass_percent: 70,
      p_max_attempts: undefined,
      p_questions: [
        {
          kind: 'single',
          prompt: 'ข้อใด',
          explanation: '',
          choices: [
            { label: 'ก', is_correct: true },
            { label: 'ข', is_correct: false },
          ],
        },
        { kind: 'short', prompt: 'พิมพ์', explanation: '', answers: ['git merge', 'merge'] },
      ],
    });
  });

  it('puts a Thai message at every broken field', () => {
    const values = valid();
    values.pass_percent = '101';
    values.max_attempts = '0';
    const [single, short] = values.questions;
    if (!single || !short) throw new Error('fixture');
    values.questions = [
      {
        ...single,
        prompt: ' ',
        choices: [
          { key: 'a', label: '', is_correct: true },
          { key: 'b', label: 'ข', is_correct: true },
        ],
      },
      { ...short, answers: '  \n ' },
      {
        ...emptyQuestion('multiple'),
        prompt: 'หลายข้อ',
        choices: [
          { key: 'c', label: 'x', is_correct: false },
          { key: 'd', label: 'y', is_correct: false },
        ],
      },
    ];
    expect(validateQuiz(values)).toEqual({
      pass_percent: 'เกณฑ์ผ่านต้องเป็นจำนวนเต็ม 1–100',
      max_attempts: 'จำนวนครั้งต้องเป็นจำนวนเต็ม 1–100 หรือเว้นว่าง',
      'questions.0.prompt': 'กรุณากรอกคำถาม',
      'questions.0.choices.0.label': 'กรุณากรอกข้อความของตัวเลือก',
      'questions.0.choices': 'เลือกคำตอบที่ถูก 1 ข้อพอดี',
      'questions.1.answers': 'กรอกคำตอบที่ยอมรับอย่างน้อย 1 คำตอบ',
      'questions.2.choices': 'เลือกคำตอบที่ถูกอย่างน้อย 1 ข้อ',
    });
    expect(validateQuiz({ ...valid(), questions: [] })).toEqual({ questions: 'เพิ่มคำถามอย่างน้อย 1 ข้อ' });
  });
});
