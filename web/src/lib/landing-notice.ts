import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

// Feedback where the organiser lands after a save (issue 28): the page that saved navigates with
// `landingState(...)`; the page it lands on says so once and highlights what changed. The state
// is taken off the history entry at once, so a reload or Back does not say it again.

export interface LandingNotice {
  text: string;
  /** The id of the new or changed item, for the landing page to highlight. */
  changedId: string | null;
}

/** Router state for `navigate(to, { state })`. */
export const landingState = (text: string, changedId: string | null = null) => ({
  landingNotice: { text, changedId } satisfies LandingNotice,
});

const noticeOf = (state: unknown): LandingNotice | null => {
  const notice = (state as { landingNotice?: Partial<LandingNotice> } | null)?.landingNotice;
  return typeof notice?.text === 'string'
    ? { text: notice.text, changedId: typeof notice.changedId === 'string' ? notice.changedId : null }
    : null;
};

/** The notice this page was reached with, if any (kept for this visit of the page). */
export function useLandingNotice(): LandingNotice | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => noticeOf(location.state));
  useEffect(() => {
    if (noticeOf(location.state))
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);
  return notice;
}
