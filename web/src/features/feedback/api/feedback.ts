import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import { endpoints } from '../../../lib/endpoints.ts';

export const sendFeedback = (body: BodyOf<typeof endpoints.sendFeedback>) =>
  call(endpoints.sendFeedback, { body });
