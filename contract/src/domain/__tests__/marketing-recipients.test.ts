import { describe, expect, it } from 'vitest';
import {
  isSaPhone,
  neutraliseCell,
  personalise,
  recipientsCsv,
  reviewRecipients,
} from '../marketing-recipients.ts';

describe('the recipients of an uploaded audience', () => {
  it('keeps valid lines, lists invalid ones and duplicates by their line number in the file', () => {
    const review = reviewRecipients(
      [
        ['name', 'phone'],
        ['Thandi Mokoena', '082 123 4567'],
        ['Sipho Dube', '12345'],
        ['Thandi again', '+27821234567'],
        ['', ''],
        ['Lerato', '0731234567'],
      ],
      'sms',
    );
    expect(review.recipients).toEqual([
      { name: 'Thandi Mokoena', contact: '0821234567' },
      { name: 'Lerato', contact: '0731234567' },
    ]);
    expect(review.invalid).toEqual([{ line: 3, value: '12345' }]);
    expect(review.duplicates).toEqual([{ line: 4, value: '0821234567' }]);
  });

  it('compares emails without case, and checks their shape', () => {
    const review = reviewRecipients(
      [
        ['name', 'email'],
        ['A', 'a@example.co.za'],
        ['B', 'A@Example.co.za'],
        ['C', 'not-an-email'],
      ],
      'email',
    );
    expect(review.recipients).toHaveLength(1);
    expect(review.duplicates.map((d) => d.line)).toEqual([3]);
    expect(review.invalid.map((d) => d.line)).toEqual([4]);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('Thandi')).toBe('Thandi');
    const review = reviewRecipients(
      [
        ['name', 'phone'],
        ['+cmd', '0821234567'],
      ],
      'sms',
    );
    expect(review.recipients[0]?.name).toBe("'+cmd");
    expect(review.neutralised).toBe(1);
    expect(recipientsCsv(review.recipients, 'sms')).toBe("name,phone\n'+cmd,0821234567\n");
  });

  it('knows South African numbers', () => {
    expect(isSaPhone('0821234567')).toBe(true);
    expect(isSaPhone('+27 82 123 4567')).toBe(true);
    expect(isSaPhone('082123456')).toBe(false);
  });

  it('greets each recipient by first name', () => {
    expect(personalise('See you Saturday', 'Thandi Mokoena')).toBe('Hi Thandi, See you Saturday');
    expect(personalise('{name}, see you!', 'Sipho Dube')).toBe('Sipho, see you!');
  });
});
