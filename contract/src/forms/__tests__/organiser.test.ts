import { describe, expect, it } from 'vitest';
import {
  BOOSTER_LOGIN_MESSAGES,
  boosterLoginSchema,
  makeSellSchema,
  SELL_MESSAGES,
  sellSchema,
} from '../booster.ts';
import {
  MODEL_MESSAGES,
  modelEditSchema,
  modelUploadSchema,
  POINTS_MESSAGES,
  pointsSchema,
} from '../models.ts';
import { makePrepareTicketsSchema, PREPARE_TICKETS_MESSAGES, prepareTicketsSchema } from '../printing.ts';
import { addPromoterSchema, editPromoterSchema, PROMOTER_MESSAGES } from '../promoters.ts';
import { validateForm } from '../validate.ts';
import { table } from './table.ts';

describe('prepare tickets', () => {
  const M = PREPARE_TICKETS_MESSAGES;
  const schema = makePrepareTicketsSchema({
    stock: { general: { adults: 50, kids: 0 }, vip: { adults: 10, kids: 5 } },
    balance: 30,
  });
  table(schema, [
    ['more than in stock', { generalAdults: '60' }, M.onlyAvailable(50, 'General')],
    ['kids out of stock', { generalKids: '2' }, M.outOfStock('General', 'kids')],
    ['cost above the balance', { generalAdults: '25', vipAdults: '10' }, M.balanceTooLow(35)],
    ['nothing to print (ours)', { generalAdults: '0' }, M.nothingToPrint],
    ['not whole (ours)', { vipKids: '1.5' }, M.quantityInvalid],
    // Only a cost below the balance may print (spec part 2, section 4).
    ['cost equal to the balance', { generalAdults: '20', vipAdults: '5', vipKids: 5 }, M.balanceTooLow(30)],
    ['valid, cost below the balance', { generalAdults: '20', vipAdults: '5', vipKids: 4 }, null],
  ]);
  table(prepareTicketsSchema, [['without stock, any count', { vvipAdults: '500' }, null]]);

  it('words the messages with the category label', () => {
    expect(M.onlyAvailable(50, 'General')).toBe('Only 50 tickets available for General');
    expect(M.outOfStock('VIP', 'adults')).toBe('VIP tickets for adults are out of stock');
    expect(M.balanceTooLow(35)).toBe('Your balance is too low to print 35 tickets.');
  });
});

describe('add promoter', () => {
  const M = PROMOTER_MESSAGES;
  const valid = {
    firstName: 'Sipho',
    surname: 'Dlamini',
    email: 'sipho@example.co.za',
    phone: '0821234567',
    credit: '100',
    password: 'longenough',
    confirmPassword: 'longenough',
  };
  table(addPromoterSchema, [
    ['no first name', { ...valid, firstName: '' }, M.allFieldsRequired],
    ['no phone, with a bad email', { ...valid, email: 'nope', phone: '' }, M.allFieldsRequired],
    ['bad email (ours)', { ...valid, email: 'nope', credit: '50' }, M.emailInvalid],
    ['credit below R100', { ...valid, credit: '99.99', password: '' }, M.creditTooLow],
    ['credit blank', { ...valid, credit: '' }, M.creditTooLow],
    ['no password', { ...valid, password: '', confirmPassword: '' }, M.passwordRequired],
    ['short password (ours)', { ...valid, password: 'short', confirmPassword: 'short' }, M.passwordTooShort],
    ['mismatch', { ...valid, confirmPassword: 'different1' }, M.passwordsMismatch],
    ['valid', valid, null],
  ]);

  it('defaults the credit to R100', () => {
    const { credit: _omitted, ...withoutCredit } = valid;
    const result = validateForm(addPromoterSchema, withoutCredit);
    expect(result.ok && result.data.credit).toBe(100);
  });
});

describe('edit promoter', () => {
  const M = PROMOTER_MESSAGES;
  const valid = {
    firstName: 'Sipho',
    surname: 'Dlamini',
    email: 'sipho@example.co.za',
    phone: '0821234567',
    credit: 250,
  };
  table(editPromoterSchema, [
    ['no surname', { ...valid, surname: '' }, M.allFieldsRequired],
    ['credit below R100', { ...valid, credit: 80 }, M.creditTooLow],
    ['only the retyped password', { ...valid, confirmPassword: 'longenough' }, M.passwordRequired],
    ['mismatch', { ...valid, password: 'longenough', confirmPassword: 'other' }, M.passwordsMismatch],
    ['valid, password kept', valid, null],
    ['valid, password changed', { ...valid, password: 'longenough', confirmPassword: 'longenough' }, null],
  ]);
});

describe('booster login', () => {
  const M = BOOSTER_LOGIN_MESSAGES;
  table(boosterLoginSchema, [
    ['no email', { email: '', password: '' }, M.emailRequired],
    ['no password', { email: 'sipho@example.co.za', password: '' }, M.passwordRequired],
    ['valid', { email: 'sipho@example.co.za', password: 'secret' }, null],
  ]);
});

describe('sell form', () => {
  const M = SELL_MESSAGES;
  const valid = {
    group: 'adults',
    fullName: 'Lerato Mokoena',
    phone: '0831234567',
    email: 'lerato@example.co.za',
    quantity: '2',
  };
  const vvip = makeSellSchema({ category: 'VVIP', adults: 4, kids: 0 });
  table(sellSchema, [
    ['no name', { ...valid, fullName: '', quantity: 0 }, M.allFieldsRequired],
    ['no email', { ...valid, email: '' }, M.allFieldsRequired],
    ['bad email (ours)', { ...valid, email: 'lerato' }, M.emailInvalid],
    ['below the minimum', { ...valid, quantity: 0 }, M.minimum],
    ['above the maximum', { ...valid, quantity: 16 }, M.maximum],
    ['valid', valid, null],
  ]);
  table(vvip, [
    ['more than is left', { ...valid, quantity: 5 }, M.ticketsLeft(4, 'VVIP')],
    ['sold-out group', { ...valid, group: 'kids', quantity: 0 }, M.soldOut('kids')],
    ['all that is left', { ...valid, quantity: 4 }, null],
  ]);

  it('words the messages as the spec does', () => {
    expect(M.maximum).toBe("You've reached the maximum of 15 tickets");
    expect(M.ticketsLeft(1, 'VIP')).toBe('There are 1 VIP tickets left');
  });
});

describe('model upload, in order', () => {
  const M = MODEL_MESSAGES;
  const valid = {
    picture: { name: 'naledi.JPG' },
    name: 'Naledi',
    age: '21',
    gender: 'female',
    bio: 'Model and dancer',
  };
  table(modelUploadSchema, [
    ['nothing', {}, M.pictureRequired],
    ['no picture', { ...valid, picture: undefined, name: '' }, M.pictureRequired],
    ['a gif (ours)', { ...valid, picture: { name: 'naledi.gif' } }, M.pictureType],
    ['no name', { ...valid, name: '', age: '' }, M.nameRequired],
    ['no age', { ...valid, age: '', gender: '' }, M.ageRequired],
    ['under 18', { ...valid, age: '17', gender: '' }, M.ageInvalid],
    ['age not a number', { ...valid, age: 'twenty' }, M.ageInvalid],
    ['no gender', { ...valid, gender: '', bio: '' }, M.genderRequired],
    ['no bio', { ...valid, bio: ' ' }, M.bioRequired],
    ['valid', valid, null],
  ]);
  table(modelEditSchema, [
    ['editing: no picture needed', { ...valid, picture: undefined }, null],
    ['editing: still no name', { ...valid, picture: undefined, name: '' }, M.nameRequired],
  ]);
});

describe('points', () => {
  const M = POINTS_MESSAGES;
  table(pointsSchema, [
    ['neither', {}, M.bothRequired],
    ['no points', { amount: '25', points: '' }, M.bothRequired],
    ['no amount', { amount: '', points: '10' }, M.bothRequired],
    ['not a package (ours: same message)', { amount: '30', points: '10' }, M.bothRequired],
    ['valid, free', { amount: '0', points: '5' }, null],
    ['valid', { amount: 100, points: 35 }, null],
  ]);
});
