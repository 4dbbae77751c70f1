// What the app shell tells a promoter whose session ended. Its own module without imports: the
// shell's guard is in every page's first load, and the promoter's selling rules are not.
export const BOOSTER_SESSION_MESSAGES = {
  /** Ours: a booster's session ended because its organiser deactivated (or removed) it. */
  sessionEndedDeactivated:
    'Your organiser has deactivated your promoter account, so you have been logged out. Log in again to see your account status.',
  logInAgain: 'Log in again',
} as const;
