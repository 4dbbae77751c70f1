// Placeholder until the load-tickets work lands: /editevent renders this panel in its dialog.
export function LoadTicketsPanel(_props: { eventId: string; onLoaded: () => void }) {
  return <p>Loading tickets is not available yet.</p>;
}
