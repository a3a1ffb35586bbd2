// A chart's category labels on a phone (decision 106): a label longer than its axis may take is
// broken into lines at its spaces (chart.js draws an array of strings as lines), rather than cut at
// the canvas's edge ("g Workshop Confirmation" at 360 px).

/**
 * The lines of `text`, each as long as `fits` allows, broken only between words: a single word
 * wider than that is a line of its own (never split inside). One line is the text itself.
 */
export function wrapLabel(text: string, fits: (line: string) => boolean): string | string[] {
  if (fits(text)) return text;
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 1 ? lines : text;
}
