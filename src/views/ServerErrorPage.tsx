import { Link } from "wouter";
import { useT } from "./i18n.tsx";
import "./page.css";

export function ServerErrorPage() {
  const t = useT();
  return (
    <main className="page-message">
      <h1>{t("Something went wrong")}</h1>
      <p>{t("The server could not complete the request. Please try again in a moment.")}</p>
      <Link href="/">{t("Back to home")}</Link>
    </main>
  );
}
