import { Link } from "wouter";
import "./page.css";

export function NotFoundPage() {
  return (
    <main className="page-message">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link href="/">Back to home</Link>
    </main>
  );
}
