import { describe, expect, it } from 'vitest';
import { backspaceOtp, emptyOtp, pasteOtp, typeIntoOtp } from './otp-input.rules';

describe('OTP boxes', () => {
  it('upper-cases a typed character and moves to the next box', () => {
    expect(typeIntoOtp(emptyOtp(), 0, 'k')).toEqual({ values: ['K', '', '', ''], focus: 1 });
  });

  it('ignores characters a code never contains (look-alikes such as O and 1)', () => {
    expect(typeIntoOtp(emptyOtp(), 0, 'o')).toEqual({ values: ['', '', '', ''], focus: 0 });
    expect(typeIntoOtp(emptyOtp(), 0, '1')).toEqual({ values: ['', '', '', ''], focus: 0 });
  });

  it('replaces the character of a filled box with the one typed after it', () => {
    expect(typeIntoOtp(['A', 'B', '', ''], 1, 'BC')).toEqual({ values: ['A', 'C', '', ''], focus: 2 });
  });

  it('keeps focus on the last box once it is filled', () => {
    expect(typeIntoOtp(['A', 'B', 'C', ''], 3, 'd')).toEqual({ values: ['A', 'B', 'C', 'D'], focus: 3 });
  });

  it('goes back on Backspace from an empty box, clearing the previous one', () => {
    expect(backspaceOtp(['A', 'B', '', ''], 2)).toEqual({ values: ['A', '', '', ''], focus: 1 });
    expect(backspaceOtp(['A', 'B', '', ''], 1)).toEqual({ values: ['A', '', '', ''], focus: 1 });
    expect(backspaceOtp(emptyOtp(), 0)).toEqual({ values: ['', '', '', ''], focus: 0 });
  });

  it('fills all boxes from a pasted code, whichever box has focus', () => {
    expect(pasteOtp(emptyOtp(), 2, ' ab-cd ')).toEqual({ values: ['A', 'B', 'C', 'D'], focus: 3 });
  });

  it('fills from the focused box when fewer characters are pasted', () => {
    expect(pasteOtp(['A', '', '', ''], 1, 'xy')).toEqual({ values: ['A', 'X', 'Y', ''], focus: 3 });
  });
});
