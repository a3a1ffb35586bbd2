import { Link } from "wouter";
import { useT } from "./i18n.tsx";
import "./page.css";

export function NotFoundPage() {
  const t = useT();
  return (
    <main className="page-message">
      <h1>{t("Page not found")}</h1>
      <p>{t("There is no page at this address.")}</p>
      <Link href="/">{t("Back to home")}</Link>
    </main>
  );
}
