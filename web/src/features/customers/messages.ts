// The organiser's customers (spec part 2, section 2 "Customers", section 8).

export const CUSTOMERS_COPY = {
  title: 'CUSTOMERS',
  searchLabel: 'Search customers',
  searchHint: 'Name, email or phone',
  empty: 'No data found',
  loading: 'Loading your customers…',
  retry: 'Try again',
  view: 'View',
  profileTitle: 'Customer profile',
  back: 'Back',
  noProfile: 'Open a customer from your customer list to see their details.',
  toList: 'Go to your customers',
  columns: { name: 'Name', email: 'Email', phone: 'Phone' },
  fields: { fullName: 'Full name', email: 'Email', phone: 'Phone' },
  none: '—',
  /** Ours (issue 28): every customer as a CSV file. */
  export: 'Download all (CSV)',
} as const;
