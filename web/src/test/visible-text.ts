/** The text a sighted reader sees in `element`: what is only for screen readers left out. */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return copy.textContent ?? '';
}
