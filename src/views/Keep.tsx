// A date, a time or a code that never breaks inside ("26-11- / 2026"): a date and its time
// ("26-11-26, 4:30 pm") may go on two lines, each whole.
import "./page.css";

export function Keep({ text }: { text: string }) {
  return keep(text);
}

/** Keep's drawing, called straight where a list draws many of them (a workshop row's dates). */
export function keep(text: string) {
  const at = text.indexOf(", ");
  if (at < 0) return <span className="page-keep">{text}</span>;
  return (
    <>
      <span className="page-keep">{text.slice(0, at + 1)}</span> <span className="page-keep">{text.slice(at + 2)}</span>
    </>
  );
}
