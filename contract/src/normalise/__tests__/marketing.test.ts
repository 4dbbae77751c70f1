import { describe, expect, it } from 'vitest';
import {
  EMAIL_MARKETING,
  foundOrThrow,
  GET_AUDIENCE_COUNT,
  GET_TEXT_MESSAGES,
  PRODUCT_DATABASE,
} from '../../legacy/index.ts';
import { audienceSizesSchema } from '../../model/marketing.ts';
import {
  normaliseAudienceSizes,
  normaliseCreatedMessageId,
  normaliseMarketingMessage,
} from '../marketing.ts';

describe('audiences', () => {
  it('reads both audience sizes from strings, a null as nobody', () => {
    const sizes = normaliseAudienceSizes({
      audience: GET_AUDIENCE_COUNT.response.parse({ audience: '148' }),
      database: PRODUCT_DATABASE.response.parse({ database: 25031 }),
    });
    expect(audienceSizesSchema.parse(sizes)).toEqual({ existing: 148, universal: 25031 });
    const none = normaliseAudienceSizes({
      audience: GET_AUDIENCE_COUNT.response.parse({ audience: null }),
      database: PRODUCT_DATABASE.response.parse({ database: '0' }),
    });
    expect(none).toEqual({ existing: 0, universal: 0 });
  });
});

describe('messages', () => {
  it('reads the id of the created message record', () => {
    expect(
      normaliseCreatedMessageId(EMAIL_MARKETING.response.parse({ status: 'success', textid: 912 })),
    ).toBe('912');
    expect(
      normaliseCreatedMessageId(EMAIL_MARKETING.response.parse({ status: 'failed', message: 'x' })),
    ).toBeNull();
  });

  it('reads a message record: text, channel, audience, recipients, cost in cents, delivery', () => {
    const raw = foundOrThrow(
      GET_TEXT_MESSAGES.response.parse({
        text: 'Hi {name}, Soweto Jazz Night is on 6 Dec!',
        businessid: '201',
        marketing_type: 'SMS',
        alias: 'newaudience',
        recipients_count: '120',
        cost: '108.00',
        delivery: 'queued',
      }),
    );
    expect(normaliseMarketingMessage(raw, '912')).toEqual({
      textId: '912',
      text: 'Hi {name}, Soweto Jazz Night is on 6 Dec!',
      subject: null,
      type: 'sms',
      audience: 'NEWAUDIENCE',
      recipients: 120,
      costCents: 10_800,
      delivery: 'queued',
      paymentStartedAt: null,
    });
  });

  it('reads what the spec shows alone (the text) as an SMS awaiting payment, audience size and cost unknown; an email as sent', () => {
    const bare = normaliseMarketingMessage(
      foundOrThrow(GET_TEXT_MESSAGES.response.parse({ text: null })),
      '913',
    );
    expect(bare).toMatchObject({
      text: '',
      type: 'sms',
      recipients: null,
      costCents: null,
      delivery: 'awaiting-payment',
    });
    const email = foundOrThrow(
      GET_TEXT_MESSAGES.response.parse({ text: 'x', marketing_type: 'EMAIL', subject: 'Lineup' }),
    );
    expect(normaliseMarketingMessage(email, '914')).toMatchObject({
      type: 'email',
      subject: 'Lineup',
      delivery: 'sent',
    });
  });

  it('keeps a stated 0 recipients and R0.00 as figures, apart from the unknown', () => {
    const stated = foundOrThrow(
      GET_TEXT_MESSAGES.response.parse({ text: 'x', recipients_count: '0', cost: '0.00' }),
    );
    expect(normaliseMarketingMessage(stated, '915')).toMatchObject({ recipients: 0, costCents: 0 });
  });

  it('fills what the record lacks from what this session saved, the record’s own values first', () => {
    const saved = {
      type: 'email' as const,
      subject: 'Lineup',
      audience: 'DATABASE' as const,
      recipients: 300,
      costCents: 0,
    };
    const bare = foundOrThrow(GET_TEXT_MESSAGES.response.parse({ text: 'The lineup is out' }));
    expect(normaliseMarketingMessage(bare, '916', saved)).toMatchObject({
      text: 'The lineup is out',
      type: 'email',
      subject: 'Lineup',
      audience: 'DATABASE',
      recipients: 300,
      costCents: 0,
      delivery: 'sent',
    });
    const stated = foundOrThrow(
      GET_TEXT_MESSAGES.response.parse({
        text: 'x',
        marketing_type: 'SMS',
        recipients_count: '120',
        cost: '108.00',
      }),
    );
    expect(normaliseMarketingMessage(stated, '917', saved)).toMatchObject({
      type: 'sms',
      subject: 'Lineup',
      recipients: 120,
      costCents: 10_800,
      delivery: 'awaiting-payment',
    });
  });

  it('says a payment was started only where the record does not say whether it was paid', () => {
    const saved = {
      type: 'sms' as const,
      subject: null,
      audience: 'NEWAUDIENCE' as const,
      recipients: 120,
      costCents: 10_800,
      paymentStartedAt: '2026-11-22T13:42:00.000Z',
    };
    const bare = foundOrThrow(GET_TEXT_MESSAGES.response.parse({ text: 'x' }));
    expect(normaliseMarketingMessage(bare, '918', saved).paymentStartedAt).toBe('2026-11-22T13:42:00.000Z');
    const told = foundOrThrow(GET_TEXT_MESSAGES.response.parse({ text: 'x', delivery: 'queued' }));
    expect(normaliseMarketingMessage(told, '918', saved)).toMatchObject({
      delivery: 'queued',
      paymentStartedAt: null,
    });
  });
});
