import type { BankDetails } from '@tix/contract/model/bank';
import type { CustomerTicket } from '@tix/contract/model/ticket';
import type { Transaction } from '@tix/contract/model/transaction';
import { customerTickets, customerTransactions } from './fixtures/customer-tickets.ts';
import { onMockSessionChange } from './state.ts';

// What the customer's refund, resend and bank-details calls change in the mocks. Any change of
// who is logged in (a login, a logout, the reset between tests) starts from the fixtures again.

type SavedBank = Omit<BankDetails, 'accountNumberMasked' | 'createdOn'> & { accountNumber: string };

interface SalesState {
  tickets: CustomerTicket[];
  transactions: Transaction[];
  /** The contract's bank details, holding the full number the BFF would mask. */
  bank: SavedBank | null;
}

const fresh = (): SalesState => ({
  tickets: customerTickets.map((t) => ({ ...t })),
  transactions: customerTransactions.map((t) => ({ ...t })),
  bank: null,
});

let state = fresh();
onMockSessionChange(() => {
  state = fresh();
});

export const salesState = (): SalesState => state;
