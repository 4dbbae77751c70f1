// Placeholder until the event-editing work lands: /editevent renders the refund setting here.
export function RefundSetting(_props: { eventId: string }) {
  return null;
}
