import { Link } from "wouter";
import "./page.css";

export function ServerErrorPage() {
  return (
    <main className="page-message">
      <h1>Something went wrong</h1>
      <p>The server could not complete the request. Please try again in a moment.</p>
      <Link href="/">Back to home</Link>
    </main>
  );
}
