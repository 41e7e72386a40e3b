import { describe, expect, it } from 'vitest';
import { attorneyLettersProblem, sizeInKb } from './attorney-letters.rules';

describe('letters of attorney', () => {
  it('shows the size in Kb as bytes divided by 1000', () => {
    expect(sizeInKb(123_456)).toBe('123.46 Kb');
    expect(sizeInKb(999)).toBe('1.00 Kb');
  });

  it('takes at most 5 letters', () => {
    expect(attorneyLettersProblem(4, [{ name: 'a.pdf' }])).toBeNull();
    expect(attorneyLettersProblem(4, [{ name: 'a.pdf' }, { name: 'b.pdf' }])).toBe('You can upload at most 5 letters of attorney');
  });

  it('takes pdf, doc, docx, jpg and jpeg only', () => {
    expect(attorneyLettersProblem(0, [{ name: 'A.DOCX' }, { name: 'b.jpeg' }, { name: 'c.jpg' }, { name: 'd.doc' }])).toBeNull();
    expect(attorneyLettersProblem(0, [{ name: 'scan.png' }])).toBe('Only pdf, doc, docx, jpg and jpeg files can be uploaded');
    expect(attorneyLettersProblem(0, [{ name: 'noextension' }])).toBe('Only pdf, doc, docx, jpg and jpeg files can be uploaded');
  });
});
