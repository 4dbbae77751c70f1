import type { Contestant } from '@tix/contract/model/contestant';
import styles from './models.module.css';

/** The model's picture, or their initials when there is none yet. */
export function ModelPhoto({ model }: { model: Contestant }) {
  if (model.photoUrl) return <img className={styles.photo} src={model.photoUrl} alt={model.name} />;
  const initials = model.name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className={styles.initials} role="img" aria-label={model.name}>
      {initials}
    </span>
  );
}
