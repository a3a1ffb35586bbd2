// Five stars filled to a rating, fractions included (4.5 draws four and a half; an average of 4.3
// four and a third of the fifth): each star is an empty star with a filled one over it, clipped to
// its share. Drawn inside a labelled element; the stars themselves are decoration.
import { Icon } from "@blueprintjs/core";
import { RATING_STARS } from "../../codecs/content.ts";
import "./Stars.css";
import { byPlace } from "../../views/keys.ts";

/** How much of star `n` (1-5) a rating fills: 0 to 1. */
export const starFill = (rating: number | null, n: number) => Math.max(0, Math.min(1, (rating ?? 0) - (n - 1)));

export function Star({ fill }: { fill: number }) {
  return (
    <span className="stars-star" aria-hidden="true">
      <Icon icon="star-empty" className="stars-empty" />
      {fill > 0 && (
        <span className="stars-fill" style={/* computed style: the star's share of the rating */ { width: `${Math.round(fill * 100)}%` }}>
          <Icon icon="star" />
        </span>
      )}
    </span>
  );
}

/** The five stars of a rating (null: none yet), read-only. */
export function Stars({ rating }: { rating: number | null }) {
  return (
    <span className="stars">
      {byPlace(Array.from({ length: RATING_STARS }, (_, i) => starFill(rating, i + 1))).map(({ item, place }) => (
        <Star key={place} fill={item} />
      ))}
    </span>
  );
}
