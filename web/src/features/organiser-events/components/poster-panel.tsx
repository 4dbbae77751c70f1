// Placeholder until the poster work lands: /editevent renders this panel in its dialog.
export function PosterPanel(_props: { eventId: string; onUploaded: () => void }) {
  return <p>Poster upload is not available yet.</p>;
}
