import { api } from '@tix/contract/api/index';
import { organiserCustomers } from '../fixtures/customers.ts';
import { answer } from '../respond.ts';

export const customers = {
  listCustomers: answer(api.customers.listCustomers, ({ query }) => organiserCustomers(query.search ?? '')),
};
