// Apart from the browse messages, which the app's first script carries for the header's search:
// the invitation modal loads only for a visitor who came with an invitation.

/** The affiliate invitation modal on the home page (the spec names it, not its words). */
export const INVITE_COPY = {
  heading: "You've been invited",
  invitedBy: (name: string) =>
    `${name} invited you to sell tickets for your events here. Creating events is free: create your account to get started.`,
  contactLabel: (name: string) => `How to reach ${name}`,
  signUp: 'Create Account',
  close: 'Not now',
} as const;
