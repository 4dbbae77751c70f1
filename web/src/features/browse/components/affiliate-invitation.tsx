import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { storeAffiliateId } from '../../../lib/affiliate-invite.ts';
import { paths } from '../../../lib/paths.ts';
import { useAffiliateInvite } from '../api/affiliate-invite.ts';
import { INVITE_COPY } from '../invite-copy.ts';
import styles from './affiliate-invitation.module.css';

/**
 * The invitation modal for a visitor who landed with `?affiliateid=`: who invited them, how to
 * reach that affiliate, and a way to sign up. The id is kept for registration once it is known.
 */
export function AffiliateInvitation({ affiliateId }: { affiliateId: string | null }) {
  const { data: invite } = useAffiliateInvite(affiliateId);
  const [closed, setClosed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!invite) return;
    storeAffiliateId(invite.affiliateId);
    const d = dialog.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
  }, [invite]);

  if (!invite || closed) return null;
  const close = () => {
    dialog.current?.close?.();
    setClosed(true);
  };
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="invite-heading"
      onClose={() => setClosed(true)}
    >
      <h2 id="invite-heading">{INVITE_COPY.heading}</h2>
      <p>{INVITE_COPY.invitedBy(invite.name)}</p>
      {(invite.email || invite.phone) && (
        <ul className={styles.contact} aria-label={INVITE_COPY.contactLabel(invite.name)}>
          {invite.email && (
            <li>
              <a href={`mailto:${invite.email}`}>{invite.email}</a>
            </li>
          )}
          {invite.phone && (
            <li>
              <a href={`tel:${invite.phone}`}>{invite.phone}</a>
            </li>
          )}
        </ul>
      )}
      <p className={styles.actions}>
        <Link to={paths.registration} className="button" onClick={close}>
          {INVITE_COPY.signUp}
        </Link>
        <button type="button" className={styles.close} onClick={close}>
          {INVITE_COPY.close}
        </button>
      </p>
    </dialog>
  );
}
