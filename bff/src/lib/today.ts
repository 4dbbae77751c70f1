const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in South Africa as YYYY-MM-DD (the product's calendar, whatever the server's zone). */
export const todayInSouthAfrica = (now: Date = new Date()): string => DAY.format(now);
