export interface DisplayDateProps {
  /** The date as the app formatted it for the buyer, e.g. `Fri 4 Dec`. */
  text: string;
  /** The same date machine-readable (`2026-12-04`); without it the text stands alone. */
  dateTime?: string | undefined;
}

/**
 * A formatted date, in `<time>` only when the caller knows the machine date: a `<time>`
 * whose `dateTime` is missing would tell assistive technology and crawlers nothing true.
 */
export function DisplayDate({ text, dateTime }: DisplayDateProps) {
  return dateTime ? <time dateTime={dateTime}>{text}</time> : <>{text}</>;
}
