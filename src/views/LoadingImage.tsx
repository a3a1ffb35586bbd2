// The 'Loading...' image: an inline SVG spinner, so it needs no request of its own.
import { useT } from "./i18n.tsx";
import "./LoadingImage.css";

const SPINNER =
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 50"><circle cx="25" cy="25" r="20" fill="none" stroke="#d3d8de" stroke-width="5"/>` +
      `<path d="M25 5a20 20 0 0 1 20 20" fill="none" stroke="#2d72d2" stroke-width="5" stroke-linecap="round">` +
      `<animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.8s" repeatCount="indefinite"/></path></svg>`,
  );

export function LoadingImage() {
  const t = useT();
  return (
    <div className="loading-image">
      <img src={SPINNER} alt={t("Loading...")} width={48} height={48} />
    </div>
  );
}
