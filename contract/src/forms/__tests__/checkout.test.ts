import { describe, expect, it } from 'vitest';
import { BUDGET_CALCULATOR_MESSAGES, budgetCalculatorSchema } from '../calculator.ts';
import {
  BANK_TRANSFER_MESSAGES,
  BUY_QUANTITY_MESSAGES,
  bankTransferPurchaseSchema,
  buyQuantitySchema,
  CHECKOUT_MESSAGES,
  checkoutQuantitySchema,
  makeCheckoutQuantitySchema,
  TRANSACTION_VERIFICATION_MESSAGES,
  transactionVerificationSchema,
} from '../checkout.ts';
import { validateForm } from '../validate.ts';
import { table } from './table.ts';

describe('buy page quantity', () => {
  const M = BUY_QUANTITY_MESSAGES;
  table(buyQuantitySchema, [
    ['0', { quantity: 0 }, M.minimum],
    ['blank', { quantity: '' }, M.minimum],
    ['16', { quantity: 16 }, M.maximum],
    ['not whole (ours)', { quantity: '2.5' }, M.wholeNumber],
    ['1', { quantity: 1 }, null],
    ['15 typed', { quantity: '15' }, null],
  ]);
});

describe('checkout quantity', () => {
  const M = CHECKOUT_MESSAGES;
  const vip = makeCheckoutQuantitySchema({ category: 'VIP', adults: 3, kids: 0 });
  const plenty = makeCheckoutQuantitySchema({ category: 'General', adults: 100, kids: 1 });

  describe('without stock', () => {
    table(checkoutQuantitySchema, [
      ['below the minimum', { group: 'adults', quantity: 0 }, M.minimum],
      ['above the maximum', { group: 'adults', quantity: 16 }, M.maximum],
      ['valid, adults by default', { quantity: '2' }, null],
    ]);
  });

  describe('with stock', () => {
    table(vip, [
      ['more than is left', { group: 'adults', quantity: 4 }, M.ticketsLeft(3, 'VIP')],
      ['sold-out group, quantity 0', { group: 'kids', quantity: 0 }, M.soldOut('kids')],
      ['sold-out group, quantity 1', { group: 'kids', quantity: 1 }, M.soldOut('kids')],
      ['all that is left', { group: 'adults', quantity: 3 }, null],
    ]);
    table(plenty, [
      ['the maximum before stock', { group: 'adults', quantity: 20 }, M.maximum],
      ['one left', { group: 'kids', quantity: 2 }, M.ticketsLeft(1, 'General')],
    ]);
  });

  it('words what is left by number', () => {
    expect(M.ticketsLeft(3, 'VIP')).toBe('There are 3 VIP tickets left');
    expect(M.ticketsLeft(1, 'VVIP')).toBe('There was 1 VVIP ticket left');
    expect(M.soldOut('adults')).toBe('Tickets for adults are sold out');
  });
});

describe('bank-transfer purchase', () => {
  const M = BANK_TRANSFER_MESSAGES;
  const valid = {
    fullName: 'Thandi Nkosi',
    email: 'thandi@example.co.za',
    phone: '0821234567',
    proof: { name: 'proof.pdf', size: 1024, type: 'application/pdf' },
  };
  table(bankTransferPurchaseSchema, [
    ['nothing', {}, M.fullNameRequired],
    ['no email', { ...valid, email: '' }, M.emailRequired],
    ['bad email', { ...valid, email: 'thandi' }, M.emailInvalid],
    ['no phone', { ...valid, phone: '' }, M.phoneRequired],
    ['no proof', { ...valid, proof: undefined }, M.proofRequired],
    ['proof without a name', { ...valid, proof: {} }, M.proofRequired],
    ['valid', valid, null],
  ]);

  it('keeps the browser File as it is', () => {
    const proof = new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' });
    const result = validateForm(bankTransferPurchaseSchema, { ...valid, proof });
    expect(result.ok && result.data.proof).toBe(proof);
  });
});

describe('transaction identity verification', () => {
  const M = TRANSACTION_VERIFICATION_MESSAGES;
  table(transactionVerificationSchema, [
    ['no OTP', { otp: '', email: '' }, M.otpRequired],
    ['no email', { otp: '123456', email: '' }, M.emailRequired],
    ['valid', { otp: '123456', email: 'thandi@example.co.za' }, null],
  ]);
});

describe('budget calculator', () => {
  const M = BUDGET_CALCULATOR_MESSAGES;
  table(budgetCalculatorSchema, [
    ['VVIP tickets without price', { vvipTickets: '100', vipPrice: '50' }, M.vvipPriceRequired],
    ['VVIP price without tickets', { vvipPrice: '500' }, M.vvipTicketsRequired],
    ['VIP tickets without price', { vipTickets: 10, vipPrice: 0 }, M.vipPriceRequired],
    ['VIP price without tickets', { vipPrice: 250 }, M.vipTicketsRequired],
    ['General tickets without price', { generalTickets: '300', generalPrice: '' }, M.generalPriceRequired],
    ['General price without tickets', { generalPrice: '80' }, M.generalTicketsRequired],
    ['below 0 (ours)', { vipTickets: '-1', vipPrice: '50' }, M.notBelowZero],
    ['not a number (ours)', { generalTickets: 'ten', generalPrice: '50' }, M.notBelowZero],
    ['part of a ticket (ours)', { vipTickets: '2.5', vipPrice: '50' }, M.wholeTickets],
    ['nothing filled', {}, null],
    ['valid', { vvipTickets: '50', vvipPrice: '500', generalTickets: 300, generalPrice: 80 }, null],
  ]);
});
