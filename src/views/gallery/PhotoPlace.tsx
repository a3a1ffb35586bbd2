// Where a photo was taken, as a gallery item and the lightbox show it (decision 047):
// "19.0761, 72.8775 ±20 m" as a link that opens the device's maps (a geo: URI: the app fetches
// nothing), with where it came from; "No location" for a photo sent without one; nothing for a
// photo whose location is not known (the demo's, or one sent before locations were kept).
import { Classes } from "@blueprintjs/core";
import { mapsLink, NO_LOCATION, placeText, SOURCE_WORDS, type PhotoLocation } from "../../codecs/photoLocation.ts";
import { cx } from "../styles.ts";
import { useT } from "../i18n.tsx";

export type Place = PhotoLocation | "none" | null;

export function PhotoPlace({ place }: { place: Place | undefined }) {
  const t = useT();
  if (!place) return null;
  if (place === "none") return <span className={cx(Classes.TEXT_MUTED, "photo-gallery-place")}>{t(NO_LOCATION)}</span>;
  const text = placeText(place);
  const source = t(SOURCE_WORDS[place.source]);
  return (
    <span className="photo-gallery-place">
      <a href={mapsLink(place)} aria-label={t("{place}, {source}: open in maps", { place: text, source })}>
        {text}
      </a>{" "}
      <span className={Classes.TEXT_MUTED}>({source})</span>
    </span>
  );
}
