import { Link } from "wouter";

export function NotFoundPage() {
  return (
    <main style={{ maxWidth: 720, margin: "40px auto", padding: "0 16px" }}>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link href="/">Back to home</Link>
    </main>
  );
}
