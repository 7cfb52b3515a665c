// How long an offer has left, in words a person reads at a glance ("expires in 9 minutes").

/** `ms` left as words: "less than a minute", "1 minute", "9 minutes", "2 hours 5 minutes"; "" once it is over. */
export function timeLeft(ms: number): string {
  if (ms <= 0) return '';
  const minutes = Math.ceil(ms / 60000);
  if (ms < 60000) return 'less than a minute';
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hour' : `${hours} hours`;
  return rest === 0 ? h : `${h} ${rest === 1 ? '1 minute' : `${rest} minutes`}`;
}
