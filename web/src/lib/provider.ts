/** Sends the browser to the card provider with a posted hidden form, as the provider expects. */
export function postToProvider(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** What the provider's fraud check reads about the device. */
export function deviceFacts() {
  return {
    language: navigator.language.slice(0, 35),
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 60),
    platform: navigator.platform.slice(0, 60),
    cpuCores: navigator.hardwareConcurrency || undefined,
    touchPoints: navigator.maxTouchPoints,
  };
}
