// The organiser's campaign list (spec part 2, section 2 "/campaigns", sections 4, 5 and 8). The
// transfer messages are the contract's (forms/campaigns.ts), shown as they are.

export const CAMPAIGNS_COPY = {
  title: 'Campaigns',
  loading: 'Loading your campaigns…',
  retry: 'Try again',
  refresh: 'Refresh',
  selected: (n: number) => `${n} selected`,
  /** Ours (issue 40): the note's subject when the service did not give the selected count. */
  selectedPart: 'The number of selected campaigns',
  selectAll: 'Select all campaigns',
  selectOne: (name: string) => `Select ${name}`,
  resumeAll: 'Resume all',
  pauseAll: 'Pause all',
  devices: 'Devices',
  analytics: 'Analytics',
  uniqueBuyers: 'Unique buyers',
  edit: 'Edit',
  createCampaign: 'Create campaign',
  /** Ours: why an action is disabled. */
  needOne: 'Select exactly one campaign to use Devices, Analytics, Unique buyers and Edit.',
  needMany: 'Select more than one campaign to resume or pause them all.',
  empty: 'You have no campaigns yet. Create one to start promoting your events.',
  columns: {
    select: 'Select',
    campaign: 'Campaign',
    event: 'Event',
    status: 'Status',
    running: 'Run',
    budget: 'Budget',
    fees: 'Fees',
    balance: 'Balance',
    transfer: 'Transfer',
  },
  runSwitch: (name: string) => `Run ${name}`,
  transferred: '(Transferred)',
  transfer: 'Transfer balance',
  // The Select event panel.
  selectEventTitle: 'Select event',
  createEvent: 'Create event',
  noEvents: 'You have no events',
  loadingEvents: 'Loading your events…',
  // Devices and Unique buyers.
  devicesTitle: 'Devices',
  devicesEmpty: 'Devices not available, meaning the event under this campaign has not been accessed',
  deviceColumns: { device: 'Device', browser: 'Browser', views: 'Views' },
  buyersTitle: 'Unique buyers',
  buyersEmpty: 'No one bought tickets under this campaign as yet',
  buyerColumns: { name: 'Name', email: 'Email', phone: 'Phone' },
  // The balance transfer panel.
  transferTitle: 'Transfer balance',
  transferIntro: (amount: string, name: string) =>
    `Move ${amount} left on ${name} to another of your events.`,
  searchLabel: 'Search your events',
  searchHint: 'Event name',
  noTargets: 'No events found.',
  confirmTransfer: 'Transfer',
  close: 'Close',
  none: '—',
} as const;
