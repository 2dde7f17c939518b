/** A calendar date in America/New_York, `days` from today: YYYY-MM-DD, and as the screens write it. */
export function businessDay(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days, 12));
  const name = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(date);
  return {
    iso: date.toISOString().slice(0, 10),
    /** "Tue, Dec 1", as the portal's visit list says it. */
    short: name({ weekday: 'short', month: 'short', day: 'numeric' }),
    /** "Tuesday, Dec 1", as a helper's week names the day. */
    dayTitle: name({ weekday: 'long', month: 'short', day: 'numeric' }),
    /** "Wednesday, November 25", as the month grid's day buttons and the events' names say it. */
    spoken: name({ weekday: 'long', month: 'long', day: 'numeric' }),
    /** "November 2026", the calendar's month title. */
    monthTitle: name({ month: 'long', year: 'numeric' }),
  };
}
